import {
  Badge,
  Card,
  Cluster,
  DescriptionList,
  Grid,
  PageHeader,
  Price,
  ProductImage,
  Stack,
} from '@bazaar/ui';
import type { WirePriceData } from '../modules/catalog/product-pricing';
import { UiPage } from './ui-page';

interface WireImage {
  url: string;
  width: number;
  height: number;
  altText?: string;
}

/** The fields of the public wire product (stores-reader v1, entities.md Product) the page shows. */
export interface HostedProduct {
  name: string;
  description: string;
  priceData: WirePriceData;
  priceRange?: { minValue: number; maxValue: number };
  ribbon?: string;
  media: { items: { mediaType: string; image?: WireImage; id: string }[] };
  productOptions: {
    name: string;
    choices: { description: string; inStock: boolean; visible: boolean }[];
  }[];
  additionalInfoSections?: { title: string; description: string }[];
  stock: { inStock: boolean; inventoryStatus: string; trackInventory: boolean; quantity?: number };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The paragraphs of a rich-text description (the catalog stores HTML): tags dropped, block ends as breaks, the
 * common entities decoded. The page shows text only, so a merchant's markup can never run in it.
 * @param html - the description
 */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function stockText(stock: HostedProduct['stock']): { tone: 'success' | 'warning' | 'danger'; text: string } {
  if (!stock.inStock) return { tone: 'danger', text: 'Out of stock' };
  if (stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK')
    return { tone: 'warning', text: 'In stock (some options sold out)' };
  if (stock.trackInventory && stock.quantity !== undefined)
    return { tone: 'success', text: `In stock (${stock.quantity} left)` };
  return { tone: 'success', text: 'In stock' };
}

/**
 * The hosted product page (redirect target `storesProduct`): images, name, price with its discount, stock,
 * options and description of a visible product. Read-only: buying happens on the site.
 * @param props - style nonce, the product, and "Back to the site"
 */
export function ProductPage(props: {
  styleNonce: string;
  product: HostedProduct;
  backUrl?: string | undefined;
}) {
  const { product } = props;
  const images = product.media.items.flatMap((item) => (item.image ? [{ id: item.id, ...item.image }] : []));
  const [main, ...more] = images;
  const price = product.priceData;
  const range = product.priceRange;
  const stock = stockText(product.stock);
  const options = product.productOptions
    .map((option) => ({ ...option, choices: option.choices.filter((choice) => choice.visible) }))
    .filter((option) => option.choices.length > 0);
  return (
    <UiPage title={product.name} styleNonce={props.styleNonce} footer="Prices as listed in the shop today.">
      <Stack>
        <PageHeader
          title={product.name}
          actions={props.backUrl ? <a href={props.backUrl}>Back to the site</a> : undefined}
        />
        <Grid minItemWidth="24rem">
          <Stack>
            <ProductImage
              src={main?.url}
              alt={main?.altText ?? product.name}
              width={main?.width || 800}
              height={main?.height || 800}
              aspectRatio="1 / 1"
              fit="contain"
              priority
            />
            {more.length > 0 ? (
              <Grid minItemWidth="6rem">
                {more.map((image) => (
                  <ProductImage
                    key={image.id}
                    src={image.url}
                    alt={image.altText ?? ''}
                    width={image.width || 800}
                    height={image.height || 800}
                    aspectRatio="1 / 1"
                  />
                ))}
              </Grid>
            ) : null}
          </Stack>
          <Card as="section" title="Details" style={{ alignSelf: 'start' }}>
            <Stack>
              <Price
                size="lg"
                amount={price.discountedPrice}
                compareAtAmount={price.price}
                currency={price.currency}
                prefix={range && range.minValue !== range.maxValue ? 'From' : undefined}
              />
              <Cluster>
                <Badge tone={stock.tone}>{stock.text}</Badge>
                {product.ribbon ? <Badge tone="info">{product.ribbon}</Badge> : null}
              </Cluster>
              {options.length > 0 ? (
                <DescriptionList
                  items={options.map((option) => ({
                    term: option.name,
                    description: option.choices
                      .map((choice) => `${choice.description}${choice.inStock ? '' : ' (sold out)'}`)
                      .join(', '),
                  }))}
                />
              ) : null}
              {paragraphsOf(product.description).map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
                <p key={index}>{text}</p>
              ))}
            </Stack>
          </Card>
        </Grid>
        {(product.additionalInfoSections ?? []).map((section) => (
          <Card key={section.title} as="section" title={section.title}>
            {paragraphsOf(section.description).map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
              <p key={index}>{text}</p>
            ))}
          </Card>
        ))}
      </Stack>
    </UiPage>
  );
}
