import { Trans, useTranslation } from 'react-i18next';
import { suggestEmail } from '@dating/domain';

type EmailSuggestionProps = {
  email: string;
  /** The signup check's suggestion for the address typed, if it was checked. */
  serverSuggestion: string | null;
  onAccept: (email: string) => void;
};

/** Spec §5 did-you-mean: "jan@gmial.com" offers "jan@gmail.com" with one click. */
export const EmailSuggestion = ({ email, serverSuggestion, onAccept }: EmailSuggestionProps) => {
  const { t } = useTranslation('signup');
  const suggestion = suggestEmail(email) ?? serverSuggestion;
  if (!suggestion) return null;
  return (
    <p className="small mb-0 mt-1" role="status">
      <Trans
        t={t}
        i18nKey="account.didYouMean"
        values={{ suggestion }}
        components={{
          fix: <button type="button" className="btn btn-link btn-sm p-0 align-baseline fw-semibold" onClick={() => onAccept(suggestion)} />,
        }}
      />
    </p>
  );
};
