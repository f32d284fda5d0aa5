import './profiles.scss';

/** The site's disclosure of a fictional profile (spec §3 settings fictional_icon / fictional_warning). */
export type FictionalNotice = { icon: string; warning: string };

type FictionalBadgeProps = { notice: FictionalNotice; className?: string };

/** The icon with the warning as its tooltip; the warning is also its accessible name. */
export const FictionalBadge = ({ notice, className }: FictionalBadgeProps) => (
  <span
    className={`fictional-badge${className ? ` ${className}` : ''}`}
    title={notice.warning}
    role="img"
    aria-label={notice.warning}
  >
    <img src={notice.icon} alt="" width={20} height={20} />
  </span>
);
