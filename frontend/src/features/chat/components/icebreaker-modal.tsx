import { ICEBREAKERS } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceModal } from './choice-modal.js';

type IcebreakerModalProps = { name: string; onChoose: (line: string) => void; onClose: () => void };

/** Spec §2 icebreaker modal: translated opening lines; the chosen one goes into the message box to send or change. */
export const IcebreakerModal = ({ name, onChoose, onClose }: IcebreakerModalProps) => {
  const { t } = useTranslation('chat');
  return (
    <ChoiceModal title={t('icebreakers.title', { name })} onClose={onClose}>
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {ICEBREAKERS.map((key) => {
          const line = t(`icebreakers.lines.${key}`, { name });
          return (
            <li key={key}>
              <button type="button" className="btn btn-outline-primary w-100 text-start" onClick={() => onChoose(line)}>
                {line}
              </button>
            </li>
          );
        })}
      </ul>
    </ChoiceModal>
  );
};
