import { useTranslation } from 'react-i18next';
import type { PageValues } from '../utils/page-values.js';

type FaqListProps = { questions: readonly string[]; values: PageValues };

/** Questions that open one at a time (details elements sharing a name), readable without JavaScript. */
export const FaqList = ({ questions, values }: FaqListProps) => {
  const { t } = useTranslation('pages');
  return (
    <div className="faq card border-0 shadow-sm">
      {questions.map((question) => (
        <details className="faq__item" name="faq" key={question}>
          <summary className="faq__question">{t(`faq.questions.${question}.question`, values)}</summary>
          <p className="faq__answer mb-0">{t(`faq.questions.${question}.answer`, values)}</p>
        </details>
      ))}
    </div>
  );
};
