import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenReportView, ProfileCard, ReportDecision } from '@dating/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { memberPath } from '../../../config/paths.js';
import { useDecideReportMutation } from '../api/reports-api.js';

type ReportReviewCardProps = { report: OpenReportView; reportedAt: string };

const MemberLine = ({ member }: { member: ProfileCard | null }) => {
  const { t } = useTranslation('reports');
  if (!member) return <span className="text-body-secondary">{t('staff.memberGone')}</span>;
  const place = [member.age, member.city].filter((part) => part !== null).join(' · ');
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {member.main_image && <img className="report-card__avatar" src={member.main_image.thumb_url} alt="" />}
      <Link className="fw-bold" to={memberPath(member.id)}>
        {member.name}
      </Link>
      {place && <span className="small text-body-secondary">{place}</span>}
    </span>
  );
};

/** One open report: who, why, the messages in question; dismiss and warn at once, ban after a confirmation. */
export const ReportReviewCard = ({ report, reportedAt }: ReportReviewCardProps) => {
  const { t } = useTranslation('reports');
  const [decide, { isLoading }] = useDecideReportMutation();
  const [confirmingBan, setConfirmingBan] = useState(false);
  const name = report.reported?.name ?? t('staff.memberGone');
  const decideAs = (decision: ReportDecision) => decide({ report_id: report.id, decision });
  return (
    <article className="report-card card border-0 shadow-sm" aria-label={t('staff.reportAbout', { name })}>
      <div className="card-body d-flex flex-column gap-3">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <span className="badge report-card__reason">{t(`reasons.${report.reason}`)}</span>
          <span className="small text-body-secondary">{t('staff.reportedAt', { date: reportedAt })}</span>
        </div>
        <dl className="report-card__facts mb-0">
          <dt>{t('staff.reported')}</dt>
          <dd>
            <MemberLine member={report.reported} />
          </dd>
          <dt>{t('staff.reporter')}</dt>
          <dd>
            <MemberLine member={report.reporter} />
          </dd>
          <dt>{t('staff.comment')}</dt>
          <dd className={report.comment ? 'report-card__comment' : 'text-body-secondary'}>{report.comment ?? t('staff.noComment')}</dd>
        </dl>
        {report.messages.length > 0 && (
          <section>
            <h3 className="h6">{t('staff.messages')}</h3>
            <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
              {report.messages.map((message) => (
                <li key={message.id} className={`report-card__message ${message.text === null ? 'text-body-secondary fst-italic' : ''}`}>
                  {message.text ?? t('staff.messageGone')}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="d-flex flex-wrap gap-2 mt-auto">
          <button type="button" className="btn btn-outline-dark" disabled={isLoading} onClick={() => void decideAs('dismiss')}>
            {t('staff.dismiss')}
          </button>
          <button type="button" className="btn btn-warning" disabled={isLoading} onClick={() => void decideAs('warn')}>
            {t('staff.warn')}
          </button>
          <button type="button" className="btn btn-danger" disabled={isLoading || !report.reported} onClick={() => setConfirmingBan(true)}>
            {t('staff.ban')}
          </button>
        </div>
      </div>
      {confirmingBan && (
        <ConfirmDialog
          title={t('staff.banTitle', { name })}
          confirmLabel={t('staff.ban')}
          cancelLabel={t('staff.cancel')}
          variant="danger"
          alert
          busy={isLoading}
          onConfirm={() => void decideAs('ban').then(() => setConfirmingBan(false))}
          onCancel={() => setConfirmingBan(false)}
        >
          <p className="mb-0">{t('staff.banBody', { name })}</p>
        </ConfirmDialog>
      )}
    </article>
  );
};
