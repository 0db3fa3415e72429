import { Badge, DataTable, Stack } from '@aurele/ui';
import { AdminAction } from './admin-action';
import { formatShortDate } from './admin-format';
import { type UserRow, userRows } from './admin-samples';
import { adminMessages, gradeLabels } from './messages';
import { rowActionColumn } from './row-action-column';
import { SectionHeader } from './section-header';

const { users } = adminMessages;

/** Utilisateurs: the house's administrators with their grades, and a few clients. */
export function UsersPanel() {
  return (
    <Stack space="large">
      <SectionHeader id="admin-users" title={users.title}>
        <AdminAction icon="plus">{users.invite}</AdminAction>
      </SectionHeader>
      <DataTable
        caption={users.title}
        hideCaption
        rows={userRows}
        getRowId={(row) => row.email}
        columns={[
          { id: 'name', header: users.columns.name, cell: (row) => row.name, rowHeader: true },
          { id: 'email', header: users.columns.email, cell: (row) => row.email },
          {
            id: 'role',
            header: users.columns.role,
            cell: (row) => (
              <Badge tone={row.role === 'admin' ? 'brand' : 'neutral'}>{users.roles[row.role]}</Badge>
            ),
          },
          {
            id: 'grade',
            header: users.columns.grade,
            cell: (row) => (row.grade ? gradeLabels[row.grade] : adminMessages.noGrade),
          },
          {
            id: 'joined',
            header: users.columns.joined,
            cell: (row) => formatShortDate(row.joined),
            noWrap: true,
          },
          rowActionColumn<UserRow>(adminMessages.edit, (row) => row.name),
        ]}
      />
    </Stack>
  );
}
