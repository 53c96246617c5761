import { useWatch } from 'react-hook-form';
import { taxIncludedLabel } from './catalogueFormat';

/** Helper text under a tax-excluded price: the tax-included amount, recomputed as the operator types. */
export const TaxIncludedHint = ({ source, zero }: { source: string; zero?: string }) => {
  const price = useWatch({ name: source });
  const taxRate = useWatch({ name: 'tax_rate' });
  return <span data-testid={`tax-included-${source}`}>{taxIncludedLabel(price, taxRate, { zero })}</span>;
};
