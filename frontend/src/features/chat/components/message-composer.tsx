import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type MessageComposerProps = {
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  onTyping: () => void;
  disabled: boolean;
  /** What a message costs, shown under the box. */
  costNote: string;
  children?: React.ReactNode;
};

/** The message box: Enter sends, Shift+Enter starts a new line; the extra actions (icebreakers, gifts) sit beside it. */
export const MessageComposer = ({ draft, onDraftChange, onSend, onTyping, disabled, costNote, children }: MessageComposerProps) => {
  const { t } = useTranslation('chat');
  const fieldId = useId();
  const noteId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || disabled) return;
    onSend(draft);
    onDraftChange('');
    field.current?.focus();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <div className="chat-composer__actions d-flex gap-2 mb-2">{children}</div>
      <div className="d-flex gap-2 align-items-end">
        <label className="visually-hidden" htmlFor={fieldId}>
          {t('composer.label')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="form-control chat-composer__field"
          rows={2}
          value={draft}
          placeholder={t('composer.placeholder')}
          aria-describedby={noteId}
          disabled={disabled}
          onChange={(event) => {
            onDraftChange(event.target.value);
            onTyping();
          }}
          onKeyDown={keyDown}
        />
        <button type="submit" className="btn btn-primary chat-composer__send" disabled={disabled || !draft.trim()}>
          {t('composer.send')}
        </button>
      </div>
      <p id={noteId} className="chat-composer__note mb-0">
        {costNote}
      </p>
    </form>
  );
};
