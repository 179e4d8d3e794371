import type { BlockProps } from '../block-props.ts';
import { BrokerageForm } from './brokerage-form.tsx';
import { BrokerageOptions } from './brokerage-options.tsx';
import '../shared/white-card.css';
import '../shared/form-input.css';
import './brokerage.css';

/** Brokerage account opening: the brokerage list, or the open- or fund-account form. */
export default function BrokerageBlock({ value, path }: BlockProps<'brokerage'>) {
  return (
    <section className="h5-brokerage h5-broker" data-view={value.view}>
      {value.title ? <h3 className="h5-broker-title">{value.title}</h3> : null}
      {value.view === 'options' ? (
        <BrokerageOptions />
      ) : (
        <BrokerageForm path={path} kind={value.view} fallbackType={value.openBrokerageType ?? ''} />
      )}
    </section>
  );
}
