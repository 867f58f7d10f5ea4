import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.members.about.v2.member_about entity (wire names), as the official module's
// event definitions list them.
const MEMBER_ABOUT: ConversionPaths = {
  timestamps: ['content.metadata.createdTimestamp', 'content.metadata.updatedTimestamp'],
  floats: [
    'content.nodes.buttonData.styles.background.gradient.centerX',
    'content.nodes.buttonData.styles.background.gradient.centerY',
    'content.nodes.buttonData.styles.background.gradient.stops.position',
    'content.nodes.buttonData.styles.backgroundHover.gradient.centerX',
    'content.nodes.buttonData.styles.backgroundHover.gradient.centerY',
    'content.nodes.buttonData.styles.backgroundHover.gradient.stops.position',
    'content.nodes.galleryData.items.image.media.duration',
    'content.nodes.galleryData.items.video.media.duration',
    'content.nodes.galleryData.items.video.thumbnail.duration',
    'content.nodes.galleryData.options.item.ratio',
    'content.nodes.imageData.image.duration',
    'content.nodes.imageData.crop.x',
    'content.nodes.imageData.crop.y',
    'content.nodes.imageData.crop.width',
    'content.nodes.imageData.crop.height',
    'content.nodes.mapData.mapSettings.lat',
    'content.nodes.mapData.mapSettings.lng',
    'content.nodes.pollData.poll.image.duration',
    'content.nodes.pollData.poll.options.image.duration',
    'content.nodes.pollData.design.poll.background.image.duration',
    'content.nodes.appEmbedData.image.duration',
    'content.nodes.videoData.video.duration',
    'content.nodes.videoData.thumbnail.duration',
    'content.nodes.audioData.audio.duration',
    'content.nodes.audioData.coverImage.duration',
    'content.nodes.layoutData.backgroundImage.media.duration',
    'content.nodes.layoutData.backgroundImage.overlay.gradient.centerX',
    'content.nodes.layoutData.backgroundImage.overlay.gradient.centerY',
    'content.nodes.layoutData.backgroundImage.overlay.gradient.stops.position',
    'content.nodes.layoutData.backdropImage.media.duration',
    'content.nodes.layoutData.backdropImage.overlay.gradient.centerX',
    'content.nodes.layoutData.backdropImage.overlay.gradient.centerY',
    'content.nodes.layoutData.backdropImage.overlay.gradient.stops.position',
    'content.nodes.layoutData.background.gradient.centerX',
    'content.nodes.layoutData.background.gradient.centerY',
    'content.nodes.layoutData.background.gradient.stops.position',
    'content.nodes.layoutData.backdrop.gradient.centerX',
    'content.nodes.layoutData.backdrop.gradient.centerY',
    'content.nodes.layoutData.backdrop.gradient.stops.position',
    'content.nodes.shapeData.shape.duration',
    'content.nodes.cardData.background.gradient.centerX',
    'content.nodes.cardData.background.gradient.centerY',
    'content.nodes.cardData.background.gradient.stops.position',
    'content.nodes.cardData.backgroundImage.media.duration',
    'content.nodes.cardData.backgroundImage.overlay.gradient.centerX',
    'content.nodes.cardData.backgroundImage.overlay.gradient.centerY',
    'content.nodes.cardData.backgroundImage.overlay.gradient.stops.position',
    'content.nodes.tocData.fontSize',
    'content.nodes.tocData.itemSpacing',
    'content.nodes.smartBlockCellData.shape.duration',
  ],
};

/**
 * Member "about" sections: the events of @wix/members `membersAbout`, as data. Mix them into a module object
 * so `createClient` binds the handler registrations: `modules: { membersAbout: { ...membersAbout,
 * ...memberAboutEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { membersAbout: memberAboutEvents } });
 * client.membersAbout.onMemberAboutCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const memberAboutEvents = {
  /** `wix.members.about.v2.member_about_created`: handlers get `{ entity, metadata }`. */
  onMemberAboutCreated: createdEvent('wix.members.about.v2.member_about', MEMBER_ABOUT),
  /** `wix.members.about.v2.member_about_deleted`: handlers get `{ entity?, metadata }`. */
  onMemberAboutDeleted: deletedEvent('wix.members.about.v2.member_about', MEMBER_ABOUT),
  /** `wix.members.about.v2.member_about_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onMemberAboutUpdated: updatedEvent('wix.members.about.v2.member_about', MEMBER_ABOUT),
};
