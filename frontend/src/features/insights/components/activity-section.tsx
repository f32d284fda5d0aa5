import { useTranslation } from 'react-i18next';
import { ResponsiveLine } from '@nivo/line';
import type { InsightsView } from '@dating/domain';
import { CHART_MARGIN, CHART_THEME, dayTicks, SERIES_COLOURS } from './chart-theme.js';
import { ChartLegend } from './chart-legend.js';
import { DailyBarChart } from './daily-bar-chart.js';
import { Figure } from './figure.js';

/** Messages and credits spent per day as lines; conversations, reply rate and time to a first reply as a table. */
const MessagingFigures = ({ messaging }: { messaging: InsightsView['messaging'] }) => {
  const { t, i18n } = useTranslation('staff');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const series = [
    { id: t('insights.messages'), data: messaging.map((day) => ({ x: day.day.slice(5), y: day.messages })) },
    { id: t('insights.creditsSpent'), data: messaging.map((day) => ({ x: day.day.slice(5), y: day.credits_spent })) },
  ];
  return (
    <>
      <div style={{ height: 260 }}>
        <ResponsiveLine
          data={series}
          margin={CHART_MARGIN}
          colors={SERIES_COLOURS}
          theme={CHART_THEME}
          pointSize={6}
          axisBottom={{ tickRotation: -45, tickValues: dayTicks(messaging.map(({ day }) => day.slice(5))) }}
          role="img"
          ariaLabel={t('insights.messagingChart')}
        />
      </div>
      <ChartLegend series={series.map(({ id }) => id)} />
      <table className="stacked-table mt-3">
        <thead>
          <tr>
            <th scope="col">{t('insights.day')}</th>
            <th scope="col" className="text-end">
              {t('insights.conversations')}
            </th>
            <th scope="col" className="text-end">
              {t('insights.replyRate')}
            </th>
            <th scope="col" className="text-end">
              {t('insights.timeToReply')}
            </th>
          </tr>
        </thead>
        <tbody>
          {messaging.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td data-label={t('insights.conversations')} className="text-end">
                <Figure value={day.conversations_started} />
              </td>
              <td data-label={t('insights.replyRate')} className="text-end">
                <Figure value={day.reply_rate} format={(share) => percent.format(share)} />
              </td>
              <td data-label={t('insights.timeToReply')} className="text-end">
                <Figure value={day.median_minutes_to_reply} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};

/** Messages, credits spent, conversations, reply rate and time to a first reply, per day. */
export const MessagingSection = ({ messaging }: { messaging: InsightsView['messaging'] }) => {
  const { t } = useTranslation('staff');
  return (
    <section className="card mb-4" aria-labelledby="insights-messaging">
      <div className="card-body">
        <h2 id="insights-messaging" className="h4">
          {t('insights.messaging')}
        </h2>
        {messaging.length === 0 ? <p className="text-body-secondary mb-0">{t('insights.empty')}</p> : <MessagingFigures messaging={messaging} />}
      </div>
    </section>
  );
};

/** Members reported, banned and with photos rejected, per day. */
export const ModerationSection = ({ moderation }: { moderation: InsightsView['moderation'] }) => {
  const { t } = useTranslation('staff');
  const series = [t('insights.reported'), t('insights.banned'), t('insights.photosRejected')];
  const days = moderation.map((day) => ({
    day: day.day.slice(5),
    [series[0]!]: day.reported_members ?? 0,
    [series[1]!]: day.banned_members ?? 0,
    [series[2]!]: day.members_with_photos_rejected ?? 0,
  }));
  return (
    <section className="card mb-4" aria-labelledby="insights-moderation">
      <div className="card-body">
        <h2 id="insights-moderation" className="h4">
          {t('insights.moderation')}
        </h2>
        <p className="text-body-secondary small">{t('insights.moderationChart')}</p>
        {days.length === 0 ? <p className="text-body-secondary mb-0">{t('insights.empty')}</p> : <DailyBarChart days={days} series={series} label={t('insights.moderationChart')} />}
      </div>
    </section>
  );
};
