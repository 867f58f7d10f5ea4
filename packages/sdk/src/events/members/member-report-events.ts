import type { ConversionPaths } from '../../modules/endpoint';
import { actionEvent, createdEvent, deletedEvent } from '../define-event';

// Conversion paths of the wix.members.v1.member_report entity (wire names), as the official module's event
// definitions list them.
const MEMBER_REPORT: ConversionPaths = {
  timestamps: ['createdDate'],
};

/**
 * Member reports: the events of @wix/members `memberReport`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { memberReport: { ...memberReport,
 * ...memberReportEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { memberReport: memberReportEvents } });
 * client.memberReport.onMemberReportCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const memberReportEvents = {
  /** `wix.members.v1.member_report_created`: handlers get `{ entity, metadata }`. */
  onMemberReportCreated: createdEvent('wix.members.v1.member_report', MEMBER_REPORT),
  /** `wix.members.v1.member_report_deleted`: handlers get `{ entity?, metadata }`. */
  onMemberReportDeleted: deletedEvent('wix.members.v1.member_report', MEMBER_REPORT),
  /** `wix.members.v1.member_report_reported_member_created` (action): handlers get `{ data, metadata }`. */
  onMemberReportReportedMemberCreated: actionEvent(
    'wix.members.v1.member_report',
    'reported_member_created',
    {
      timestamps: ['reportedMember.lastReportDate'],
    },
  ),
  /** `wix.members.v1.member_report_reported_member_deleted` (action): handlers get `{ data, metadata }`. */
  onMemberReportReportedMemberDeleted: actionEvent('wix.members.v1.member_report', 'reported_member_deleted'),
};
