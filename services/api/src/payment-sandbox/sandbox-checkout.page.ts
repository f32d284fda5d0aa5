import type { SandboxCheckout } from '@dating/platform';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const CHOICES = [
  { outcome: 'paid', label: 'Paid', hint: 'The bank approves the payment.' },
  { outcome: 'failed', label: 'Failed', hint: 'The bank refuses the payment.' },
  { outcome: 'cancelled', label: 'Cancelled', hint: 'You stop before paying.' },
  { outcome: 'pending', label: 'Pending', hint: 'The bank has not decided yet; you can come back.' },
  { outcome: 'expired', label: 'Expired', hint: 'You took too long.' },
] as const;

// Dark text on white and white on the darkest shade: every pair above 7:1.
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f1f6;color:#24182e}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.3rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{background:#fff4d6;border-radius:.5rem;padding:.6rem .8rem;font-size:.9rem}
form{margin:0}button{display:block;width:100%;margin:.6rem 0 0;padding:.8rem;border-radius:.6rem;border:2px solid #3b2452;background:#3b2452;color:#fff;font-size:1rem;font-weight:600;cursor:pointer;text-align:left}
button.secondary{background:#fff;color:#3b2452}button span{display:block;font-weight:400;font-size:.85rem}
label{display:flex;gap:.5rem;align-items:center;margin-top:.8rem;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem .8rem;font-size:.95rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}`;

const money = (cents: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

/** The sandbox's hosted checkout: what a buyer sees at a provider, with the outcome to choose instead of a bank. */
export const sandboxCheckoutPage = ({ payment, description }: SandboxCheckout): string => {
  const open = payment.status === 'open' || payment.status === 'pending';
  const choices = CHOICES.map(
    ({ outcome, label, hint }, index) =>
      `<button type="submit" name="outcome" value="${outcome}"${index ? ' class="secondary"' : ''}>${label}<span>${hint}</span></button>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><main><h1>Sandbox checkout</h1>
<p class="note">This is the test payment provider of the embedded site: no money is taken. Choose what the bank says.</p>
<p class="amount">${escapeHtml(money(payment.amount, payment.currency))}</p>
<dl><dt>For</dt><dd>${escapeHtml(description)}</dd><dt>Method</dt><dd>${escapeHtml(payment.method ?? '')}</dd><dt>Payment</dt><dd>${escapeHtml(payment.id)}</dd><dt>Status</dt><dd>${escapeHtml(payment.status)}</dd></dl>
${open ? `<form method="post">${choices}<label><input type="checkbox" name="fail_recurring" value="1"> Decline later payments on this card (to try a failed repeat order)</label></form>` : '<p>This payment is finished.</p>'}
</main></body></html>`;
};
