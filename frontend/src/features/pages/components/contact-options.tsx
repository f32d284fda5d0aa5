import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import { phoneHref } from '../utils/page-values.js';

type ContactOptionsProps = { email: string; phone: string };

/** The support e-mail address and phone number of the site, each one tap away. */
export const ContactOptions = ({ email, phone }: ContactOptionsProps) => {
  const { t } = useTranslation('pages');
  const options = [
    { key: 'email', href: `mailto:${email}`, value: email, icon: 'mail' as const },
    { key: 'phone', href: phoneHref(phone), value: phone, icon: 'chat' as const },
  ].filter((option) => option.value);
  return (
    <div className="row g-3 mb-4">
      {options.map((option) => (
        <div className="col-sm-6" key={option.key}>
          <a className="contact-option card border-0 shadow-sm h-100" href={option.href}>
            <div className="card-body d-flex align-items-center gap-3 p-4">
              <span className="contact-option__icon">
                <Icon name={option.icon} />
              </span>
              <span>
                <span className="d-block small text-body-secondary">{t(`contact.${option.key}`)}</span>
                <span className="contact-option__value">{option.value}</span>
              </span>
            </div>
          </a>
        </div>
      ))}
    </div>
  );
};
