import { AREAS } from '../../../../../shared/permissions';
import { GROUP_NAME_MESSAGE } from '../../../../../shared/schemas/user-group';

/**
 * The access screens' texts: User Groups, Permissions, the Activity Log and the Change History
 * panel (see ./common.ts for the shared ones). The area labels and the group name's message are
 * the shared modules' own, so the API, the console and this catalog say the same words.
 */
export const access = {
  // Permission areas (spec 1 section 4), one per AREAS key: `access.area.${Area}`.
  'access.area.user': AREAS.user.label,
  'access.area.setting': AREAS.setting.label,
  'access.area.item': AREAS.item.label,
  'access.area.condition': AREAS.condition.label,
  'access.area.treatment': AREAS.treatment.label,
  'access.area.movement': AREAS.movement.label,
  'access.area.curatorialForm': AREAS.curatorialForm.label,
  'access.area.technicalForm': AREAS.technicalForm.label,
  'access.area.insurance': AREAS.insurance.label,
  'access.area.appcms': AREAS.appcms.label,
  'access.level.read': 'Read',
  'access.level.write': 'Write',

  // User Groups.
  'access.groups.name': 'Name',
  'access.groups.loading': 'Loading user groups',
  'access.groups.selection': 'Group selection',
  'access.groups.rename': 'Rename {name}',
  'access.groups.cancelRename': 'Cancel rename',
  'access.groups.saveName': 'Save name',
  'access.groups.search': 'Search user groups',
  'access.groups.empty': 'No user groups',
  'access.groups.add': 'Add User Group',
  'access.validation.groupName': GROUP_NAME_MESSAGE,

  // Permissions.
  'access.permissions.group': 'User Group',
  'access.permissions.selectGroup': 'Select user group',
  'access.permissions.area': 'Area',
  'access.permissions.checkbox': '{area} {level}',
  'access.permissions.tableOf': 'Permissions of {group}',
  'access.permissions.chooseGroup': 'Select a user group to see its permissions.',

  // Restore from history (docs/restore.md): a record back to its state after a change, previewed first.
  'access.history.restored': 'restored to the state of {date}',
  'access.restore.action': 'Restore this version',
  'access.restore.title': 'Restore the state of {date}',
  'access.restore.intro': 'Restoring saves a new version. Each field from today\'s value to the restored one:',
  'access.restore.same': 'The record holds these values today: restoring changes no field.',
  'access.restore.deleted': 'The record is deleted; restoring brings it back.',
  'access.restore.refused': 'This version cannot be restored (the notice says why).',
  'access.restore.confirm': 'Restore',
  'access.restore.done': 'Restored to the state of {date}',

  // Change History panel (spec 1 section 4): the action word, its author (a link) and the time.
  'access.history.title': 'Change History',
  'access.history.empty': 'History Data Not Found',
  'access.history.entry':
    '<b>{action, select, create {created} update {updated} delete {deleted} other {{action}}}</b> by <link>{username}</link> {timestamp}',
  // Under an entry, each field its change altered (old and new as stored, dropdown ids by title).
  'access.history.change': '{field}: {old} → {new}',
  'access.history.more': 'and {count} more',
  'access.history.field.content': 'Texts in each language',
  'access.history.field.location': 'Address and coordinates',
  'access.history.field.avatar': 'Picture',
  'access.history.field.enabledFeatures': 'Features',
  'access.history.field.preferences': 'Preferences',

  // Activity Log (spec 1 section 4).
  'access.log.user': 'User',
  'access.log.timestamp': 'Timestamp',
  'access.log.action': 'Action',
  'access.log.entityType': 'Entity Type',
  'access.log.entityId': 'Entity Id',
  'access.log.loading': 'Loading activity',
  'access.log.showChange': 'Show change',
  'access.log.hideChange': 'Hide change',
  'access.log.empty': 'No activity in this range',
  'access.log.range': 'Filter by date range',
  'access.log.rangeMissing': 'Choose a start and an end day.',
  'access.log.rangeOrder': 'The start day must not be after the end day.',
  // The API's action codes, as the spec writes them; each keeps its colour too.
  'access.action.CREATE': 'CREATE',
  'access.action.UPDATE': 'UPDATE',
  'access.action.DELETE': 'DELETE',
} as const;
