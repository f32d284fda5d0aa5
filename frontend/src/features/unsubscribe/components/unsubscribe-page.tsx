import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { UNSUBSCRIBE_ERRORS, type NotificationPreference } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { toApiError } from '../../../lib/api-error.js';
import { useGetUnsubscribeLinkQuery, useUnsubscribeMutation } from '../api/unsubscribe-api.js';

type UnsubscribePageProps = { token: string | null; loggedIn: boolean };

/**
 * Where a notification mail's unsubscribe link lands: names the mails it stops and stops them on a click. Opening the
 * page changes nothing, so a mail scanner following the link unsubscribes nobody.
 */
export const UnsubscribePage = ({ token, loggedIn }: UnsubscribePageProps) => {
  const { t } = useTranslation('unsubscribe');
  const errorText = useErrorText();
  const { data: link, error: linkError } = useGetUnsubscribeLinkQuery(token ?? skipToken);
  const [unsubscribe, { data: done, error: unsubscribeError, isLoading: unsubscribing }] = useUnsubscribeMutation();

  const failureCode = token ? toApiError(linkError)?.code : UNSUBSCRIBE_ERRORS.LINK_INVALID;
  if (failureCode) {
    return (
      <Outcome icon="alert" title={t('failedTitle')} loggedIn={loggedIn}>
        <p className="text-body-secondary">{errorText(failureCode)}</p>
      </Outcome>
    );
  }
  if (!link || !token) return <PageSpinner />;
  if (done || link.alreadyOff) {
    return (
      <Outcome icon="check" title={done ? t('doneTitle') : t('alreadyOffTitle')} loggedIn={loggedIn} announce={Boolean(done)}>
        <PreferenceName preference={link.preference} intro={t('doneAbout')} />
        <p className="text-body-secondary">{t('changeLater')}</p>
      </Outcome>
    );
  }
  const failure = toApiError(unsubscribeError);
  return (
    <div className="text-center">
      <div className="status-icon status-icon--primary mx-auto mb-4">
        <Icon name="mail" />
      </div>
      <h1 className="h2">{t('title')}</h1>
      <PreferenceName preference={link.preference} intro={t('about')} />
      {failure && <AlertMessage variant="danger">{errorText(failure.code, failure.params)}</AlertMessage>}
      <button type="button" className="btn btn-primary btn-lg px-5" disabled={unsubscribing} onClick={() => void unsubscribe(token)}>
        {unsubscribing ? t('confirming') : t('confirm')}
      </button>
    </div>
  );
};

/** The mails the link is about, by the name the notification settings give them. */
const PreferenceName = ({ preference, intro }: { preference: NotificationPreference; intro: string }) => {
  const { t } = useTranslation('settings');
  return (
    <div className="mb-4">
      <p className="lead text-body-secondary mb-1">{intro}</p>
      <p className="fs-5 fw-semibold mb-0">{t(`notificationsPage.preferences.${preference}.label`)}</p>
      <p className="small text-body-secondary">{t(`notificationsPage.preferences.${preference}.hint`)}</p>
    </div>
  );
};

type OutcomeProps = { icon: 'check' | 'alert'; title: string; loggedIn: boolean; announce?: boolean; children: ReactNode };

/** How it ended, with the way on: the notification settings for a member, the home page for anyone else. */
const Outcome = ({ icon, title, loggedIn, announce = false, children }: OutcomeProps) => {
  const { t } = useTranslation('unsubscribe');
  const heading = useRef<HTMLHeadingElement>(null);
  // The button the member pressed is gone: the heading that replaced it takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  const next = loggedIn ? { to: paths.notifications, label: t('toSettings') } : { to: paths.home, label: t('toHome') };
  return (
    <div className="text-center">
      <div className={`status-icon status-icon--${icon === 'check' ? 'success' : 'danger'} mx-auto mb-4`}>
        <Icon name={icon} />
      </div>
      <h1 className="h2" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <Link className="btn btn-primary btn-lg px-5" to={next.to}>
        {next.label}
      </Link>
    </div>
  );
};
