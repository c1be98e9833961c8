import type { Invoice } from '../../../../shared/contracts/billing';
import { formatBillingDate, formatMoney } from '../../../../shared/helpers/billing-display';
import { Card } from '../../../components/ui/card';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useProfileTimeZone } from '../../../lib/use-readable-time';

const linkClasses = 'font-medium text-accent-text underline-offset-4 hover:underline';

/** Stripe's invoices of this subscription, newest first as the server lists them, with Stripe's own pages and PDFs. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const zone = useProfileTimeZone();
  if (invoices.length === 0) {
    return (
      <p className="text-sm text-fg-muted">No invoices yet. Each payment’s invoice is listed here with its PDF.</p>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ScrollTable label="Invoices" columns={['Date', 'Description', 'Amount', 'Status', 'Invoice']} minWidth={560}>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row" className="px-4 py-3 pl-5 font-normal whitespace-nowrap text-fg sm:pl-6">
              {formatBillingDate(invoice.paidAt ?? invoice.createdAt, zone)}
            </th>
            <td className="px-4 py-3 text-fg-muted">{invoice.description ?? 'Subscription'}</td>
            <td className="px-4 py-3 whitespace-nowrap text-fg">{formatMoney(invoice.amount, invoice.currency)}</td>
            <td className="px-4 py-3 text-fg-muted capitalize">{invoice.status}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              <span className="flex gap-3">
                {invoice.invoiceUrl ? (
                  <a href={invoice.invoiceUrl} target="_blank" rel="noreferrer" className={linkClasses}>
                    View
                  </a>
                ) : null}
                {invoice.pdfUrl ? (
                  <a href={invoice.pdfUrl} target="_blank" rel="noreferrer" className={linkClasses}>
                    PDF
                  </a>
                ) : null}
              </span>
            </td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  );
}
