import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.stores.catalog.v3.info_section entity (wire names), as the official module's
// event definitions list them.
const INFO_SECTION: ConversionPaths = {
  timestamps: [
    'createdDate',
    'updatedDate',
    'description.metadata.createdTimestamp',
    'description.metadata.updatedTimestamp',
  ],
  floats: [
    'description.nodes.buttonData.styles.background.gradient.centerX',
    'description.nodes.buttonData.styles.background.gradient.centerY',
    'description.nodes.buttonData.styles.background.gradient.stops.position',
    'description.nodes.buttonData.styles.backgroundHover.gradient.centerX',
    'description.nodes.buttonData.styles.backgroundHover.gradient.centerY',
    'description.nodes.buttonData.styles.backgroundHover.gradient.stops.position',
    'description.nodes.galleryData.items.image.media.duration',
    'description.nodes.galleryData.items.video.media.duration',
    'description.nodes.galleryData.items.video.thumbnail.duration',
    'description.nodes.galleryData.options.item.ratio',
    'description.nodes.imageData.image.duration',
    'description.nodes.imageData.crop.x',
    'description.nodes.imageData.crop.y',
    'description.nodes.imageData.crop.width',
    'description.nodes.imageData.crop.height',
    'description.nodes.mapData.mapSettings.lat',
    'description.nodes.mapData.mapSettings.lng',
    'description.nodes.pollData.poll.image.duration',
    'description.nodes.pollData.poll.options.image.duration',
    'description.nodes.pollData.design.poll.background.image.duration',
    'description.nodes.appEmbedData.image.duration',
    'description.nodes.videoData.video.duration',
    'description.nodes.videoData.thumbnail.duration',
    'description.nodes.audioData.audio.duration',
    'description.nodes.audioData.coverImage.duration',
    'description.nodes.layoutData.backgroundImage.media.duration',
    'description.nodes.layoutData.backgroundImage.overlay.gradient.centerX',
    'description.nodes.layoutData.backgroundImage.overlay.gradient.centerY',
    'description.nodes.layoutData.backgroundImage.overlay.gradient.stops.position',
    'description.nodes.layoutData.backdropImage.media.duration',
    'description.nodes.layoutData.backdropImage.overlay.gradient.centerX',
    'description.nodes.layoutData.backdropImage.overlay.gradient.centerY',
    'description.nodes.layoutData.backdropImage.overlay.gradient.stops.position',
    'description.nodes.layoutData.background.gradient.centerX',
    'description.nodes.layoutData.background.gradient.centerY',
    'description.nodes.layoutData.background.gradient.stops.position',
    'description.nodes.layoutData.backdrop.gradient.centerX',
    'description.nodes.layoutData.backdrop.gradient.centerY',
    'description.nodes.layoutData.backdrop.gradient.stops.position',
    'description.nodes.shapeData.shape.duration',
    'description.nodes.cardData.background.gradient.centerX',
    'description.nodes.cardData.background.gradient.centerY',
    'description.nodes.cardData.background.gradient.stops.position',
    'description.nodes.cardData.backgroundImage.media.duration',
    'description.nodes.cardData.backgroundImage.overlay.gradient.centerX',
    'description.nodes.cardData.backgroundImage.overlay.gradient.centerY',
    'description.nodes.cardData.backgroundImage.overlay.gradient.stops.position',
    'description.nodes.tocData.fontSize',
    'description.nodes.tocData.itemSpacing',
    'description.nodes.smartBlockCellData.shape.duration',
  ],
};

/**
 * Catalog v3 info sections: the events of @wix/stores `infoSectionsV3`, as data. Mix them into a module
 * object so `createClient` binds the handler registrations: `modules: { infoSectionsV3: { ...infoSectionsV3,
 * ...infoSectionV3Events } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { infoSectionsV3: infoSectionV3Events } });
 * client.infoSectionsV3.onInfoSectionCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const infoSectionV3Events = {
  /** `wix.stores.catalog.v3.info_section_created`: handlers get `{ entity, metadata }`. */
  onInfoSectionCreated: createdEvent('wix.stores.catalog.v3.info_section', INFO_SECTION),
  /** `wix.stores.catalog.v3.info_section_deleted`: handlers get `{ entity?, metadata }`. */
  onInfoSectionDeleted: deletedEvent('wix.stores.catalog.v3.info_section', INFO_SECTION),
  /** `wix.stores.catalog.v3.info_section_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onInfoSectionUpdated: updatedEvent('wix.stores.catalog.v3.info_section', INFO_SECTION),
};
