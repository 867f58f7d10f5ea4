/**
 * The built-in table behind `AUTO_RATE`: standard national VAT/GST rates of a few countries, as fractions (the wire
 * form of `taxRate`). It stands in for an automatic tax service; a region set to `AUTO_RATE` in a country missing
 * here falls back to the configured fallback rate (`FALLBACK_RATE`, `AUTO_TAX_FAILED`). Rates are the standard rates
 * in force in 2025; reduced rates are configured as tax-group rates instead.
 */
export const AUTO_TAX_RATES: Readonly<Record<string, { rate: string; name: string }>> = {
  AU: { rate: '0.1', name: 'GST' },
  CA: { rate: '0.05', name: 'GST' },
  DE: { rate: '0.19', name: 'VAT' },
  FR: { rate: '0.2', name: 'VAT' },
  GB: { rate: '0.2', name: 'VAT' },
  IE: { rate: '0.23', name: 'VAT' },
  JP: { rate: '0.1', name: 'Consumption tax' },
  NL: { rate: '0.21', name: 'VAT' },
  NZ: { rate: '0.15', name: 'GST' },
};
