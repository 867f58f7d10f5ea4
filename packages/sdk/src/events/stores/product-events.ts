import { legacyEvent } from '../define-event';

/**
 * Catalog v1 products and collections (legacy events): the events of @wix/stores `products`, as data. Mix
 * them into a module object so `createClient` binds the handler registrations: `modules: { products: {
 * ...products, ...productEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { products: productEvents } });
 * client.products.onProductCollectionChanged((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const productEvents = {
  /** `com.wix.ecommerce.catalog.api.v1.CollectionChanged` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductCollectionChanged: legacyEvent('com.wix.ecommerce.catalog.api.v1.CollectionChanged'),
  /** `com.wix.ecommerce.catalog.api.v1.CollectionCreated` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductCollectionCreated: legacyEvent('com.wix.ecommerce.catalog.api.v1.CollectionCreated'),
  /** `com.wix.ecommerce.catalog.api.v1.CollectionDeleted` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductCollectionDeleted: legacyEvent('com.wix.ecommerce.catalog.api.v1.CollectionDeleted'),
  /** `com.wix.ecommerce.catalog.api.v1.ProductChanged` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductChanged: legacyEvent('com.wix.ecommerce.catalog.api.v1.ProductChanged'),
  /** `com.wix.ecommerce.catalog.api.v1.ProductCreated` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductCreated: legacyEvent('com.wix.ecommerce.catalog.api.v1.ProductCreated', {
    floats: [
      'price.price',
      'price.pricePerUnit',
      'costAndProfitData.itemCost',
      'price.discountedPrice',
      'costAndProfitData.profit',
      'costAndProfitData.profitMargin',
    ],
  }),
  /** `com.wix.ecommerce.catalog.api.v1.ProductDeleted` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductDeleted: legacyEvent('com.wix.ecommerce.catalog.api.v1.ProductDeleted'),
  /** `com.wix.ecommerce.catalog.api.v1.VariantsChanged` (legacy): handlers get `{ data, metadata }` with the payload as sent. */
  onProductVariantsChanged: legacyEvent('com.wix.ecommerce.catalog.api.v1.VariantsChanged'),
};
