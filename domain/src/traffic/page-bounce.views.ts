/** One line of GET /api/staff/page-bounces.php: a day's bounces from one landing page and traffic source. */
export interface PageBouncesView {
  readonly day: string;
  readonly path: string;
  readonly network: string | null;
  readonly ref: string | null;
  readonly bounces: number;
  /** Whole seconds, rounded. */
  readonly average_seconds_on_page: number;
}
