/**
 * Input of the product write calls (`POST /stores/v1/products {product}`, `PATCH /stores/v1/products/{id}`),
 * business-rules rules 161–172. Read-only fields (`id`, `numericId`, `media`, `variants`…) are stripped, as the API
 * ignores them; unknown fields too.
 */
import { z } from 'zod';
import { currencyPrecision } from '../../money';
import { fitsMinorUnit } from './catalog-money';
import { MAX_PRICE, MAX_QUANTITY } from './product-state';

const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;
const MEASUREMENT_UNITS = [
  'UNSPECIFIED',
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const;

/**
 * Builds a schema once per store currency (the currency is configuration, read when a request is validated).
 * @param build - makes the schema of a currency
 */
export function perCurrency<TSchema>(build: (currency: string) => TSchema): (currency: string) => TSchema {
  const schemas = new Map<string, TSchema>();
  return (currency) => {
    let schema = schemas.get(currency);
    if (!schema) {
      schema = build(currency);
      schemas.set(currency, schema);
    }
    return schema;
  };
}

/**
 * The check that an amount fits the store currency's minor unit, as a `DECIMAL_MAX_SCALE` violation.
 * @param currency - the store currency
 */
function minorUnitCheck(currency: string) {
  const maxScale = currencyPrecision(currency);
  return {
    message:
      maxScale === 0
        ? `must be a whole amount of ${currency}`
        : `must have at most ${maxScale} decimals for ${currency}`,
    params: { violatedRule: 'DECIMAL_MAX_SCALE' as const, data: { maxScale } },
  };
}

/**
 * A price or cost: a JSON number from 0 to 999,999,999.99 with no more decimals than the store currency's minor
 * unit (rule 161, X6: 10.55 USD, 1.234 KWD, 1050 JPY — not 10.5 JPY). Catalog money is computed in minor units
 * (`catalog-money.ts`): a finer price would be kept in `price` but rounded away in `discountedPrice`, breaking
 * "discountedPrice = price when there is no discount" (rule 163).
 * @param currency - the store currency
 */
export const priceSchema = perCurrency((currency) =>
  z
    .number()
    .min(0)
    .max(MAX_PRICE)
    .refine((value) => fitsMinorUnit(value, currency), minorUnitCheck(currency)),
);

/** A weight in kilograms. */
export const weightSchema = z.number().min(0).max(999_999_999.99);

/** Product or package dimensions: decimal strings and a unit. */
export const dimensionsSchema = z.object({
  length: z.string().regex(DECIMAL).optional(),
  width: z.string().regex(DECIMAL).optional(),
  height: z.string().regex(DECIMAL).optional(),
  unit: z.enum(['UNKNOWN_DIMENSIONS_UNIT', 'MM', 'CM', 'M', 'IN', 'FT', 'YD']).optional(),
});

const choiceSchema = z
  .object({
    value: z.string().trim().min(1).max(50).optional(),
    description: z.string().trim().min(1).max(50).optional(),
  })
  .refine((choice) => choice.value !== undefined || choice.description !== undefined, {
    message: 'needs a value or a description',
    params: { violatedRule: 'REQUIRED_ONE_OF_FIELD' },
  });

/** One product option (rule 164). */
export const optionSchema = z.object({
  optionType: z.enum(['unspecified_option_type', 'drop_down', 'color']).optional(),
  name: z.string().trim().min(1).max(50),
  choices: z.array(choiceSchema).min(1).max(100),
});

const pricePerUnitSchema = z.object({
  totalQuantity: z.number().positive().max(1_000_000_000),
  totalMeasurementUnit: z.enum(MEASUREMENT_UNITS),
  baseQuantity: z.number().positive().max(1_000_000_000),
  baseMeasurementUnit: z.enum(MEASUREMENT_UNITS),
});

const discountSchema = perCurrency((currency) =>
  z
    .object({
      type: z.enum(['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT']),
      value: z.number().min(0).max(MAX_PRICE),
    })
    .refine((discount) => discount.type !== 'PERCENT' || discount.value <= 100, {
      message: 'a PERCENT discount must be at most 100',
      path: ['value'],
      params: { violatedRule: 'MAX' },
    })
    // An AMOUNT is money, computed in minor units like prices (0.005 off a USD price would take a whole cent).
    .refine((discount) => discount.type !== 'AMOUNT' || fitsMinorUnit(discount.value, currency), {
      ...minorUnitCheck(currency),
      path: ['value'],
    }),
);

/** Inventory given with a product write (a Bazaar extension: `stock` is read-only in the official API). */
export const stockInputSchema = z.object({
  trackInventory: z.boolean().optional(),
  quantity: z.number().int().min(0).max(MAX_QUANTITY).optional(),
  inStock: z.boolean().optional(),
});

/**
 * The writable product fields, each optional (the update shape); `null` clears an optional field.
 * @param currency - the store currency (prices, costs and AMOUNT discounts fit its minor unit)
 */
const productFields = (currency: string) => ({
  name: z.string().trim().min(1).max(80).nullish(),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')
    .nullish(),
  visible: z.boolean().nullish(),
  productType: z.enum(['unspecified_product_type', 'physical', 'digital']).nullish(),
  description: z.string().max(16_000).nullish(),
  sku: z.string().trim().max(40).nullish(),
  weight: weightSchema.nullish(),
  productDimensions: dimensionsSchema.nullish(),
  packageDimensions: dimensionsSchema.nullish(),
  priceData: z.object({ price: priceSchema(currency) }).nullish(),
  // The deprecated twin of priceData (entities.md): accepted when priceData is absent.
  price: z.object({ price: priceSchema(currency) }).nullish(),
  costAndProfitData: z.object({ itemCost: priceSchema(currency) }).nullish(),
  pricePerUnitData: pricePerUnitSchema.nullish(),
  discount: discountSchema(currency).nullish(),
  additionalInfoSections: z
    .array(z.object({ title: z.string().trim().min(1).max(50), description: z.string().max(16_000) }))
    .max(10)
    .nullish(),
  customTextFields: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(100),
        maxLength: z.number().int().min(1).max(500),
        mandatory: z.boolean().optional(),
      }),
    )
    .max(2)
    .nullish(),
  ribbon: z.string().trim().max(30).nullish(),
  ribbons: z
    .array(z.object({ text: z.string().trim().max(30) }))
    .max(1)
    .nullish(),
  brand: z.string().trim().max(50).nullish(),
  manageVariants: z.boolean().nullish(),
  productOptions: z.array(optionSchema).max(6).nullish(),
  seoData: z.record(z.string(), z.unknown()).nullish(),
  stock: stockInputSchema.nullish(),
});

/** `product` of an update (every field optional), for a store currency. */
export const productPatchSchema = perCurrency((currency) => z.object(productFields(currency)));

/** `product` of a create: a name and a price are required (rule 161). */
export const productCreateSchema = perCurrency((currency) =>
  productPatchSchema(currency).superRefine((product, ctx) => {
    if (product.name == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'is required',
        params: { violatedRule: 'REQUIRED_FIELD' },
      });
    }
    if (product.priceData?.price == null && product.price?.price == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceData', 'price'],
        message: 'is required',
        params: { violatedRule: 'REQUIRED_FIELD' },
      });
    }
  }),
);

/** A validated product update. */
export type ProductPatch = z.output<ReturnType<typeof productPatchSchema>>;

/** `POST /stores/v1/products`. */
export const createProductRequestSchema = perCurrency((currency) =>
  z.object({ product: productCreateSchema(currency) }),
);

/** `PATCH /stores/v1/products/{product.id}`: the id comes from the path. */
export const updateProductRequestSchema = perCurrency((currency) =>
  z.object({ product: productPatchSchema(currency).optional() }),
);
