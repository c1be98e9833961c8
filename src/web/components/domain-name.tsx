import { Fragment } from 'react';
import { displayDomain } from '../../shared/helpers/domain-name';

/**
 * A domain name as people read it (Unicode), with a line break allowed after each dot: where it must wrap (a card on
 * a phone) it wraps between labels or at a hyphen, never inside a word. In one line (a table cell) it is cut short by
 * its container, which then names it whole in its title.
 */
export function DomainName({ name }: { name: string }) {
  const labels = displayDomain(name).split('.');
  return labels.map((label, index) => (
    <Fragment key={index}>
      {label}
      {index < labels.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
