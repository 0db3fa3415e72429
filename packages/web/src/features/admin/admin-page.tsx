import { Badge, Container, Notice, PageHeader, Stack, type TabItem, Tabs, Text } from '@aurele/ui';
import type { ReactNode } from 'react';
import type { AdminGrade } from '../../domain/user';
import { useMetaDescription } from '../../shared/use-meta-description';
import { usePageTitle } from '../../shared/use-page-title';
import { useSession } from '../../state/session';
import { type AdminSection, adminSections, canOpenSection, firstOpenSection } from './admin-access';
import * as styles from './admin-page.css';
import { AnalyticsPanel } from './analytics-panel';
import { adminMessages, gradeLabels, restricted, sectionLabels } from './messages';
import { OrdersPanel } from './orders-panel';
import { PricingPanel } from './pricing-panel';
import { ProductsPanel } from './products-panel';
import { SettingsPanel } from './settings-panel';
import { UsersPanel } from './users-panel';

const panels: Record<AdminSection, () => ReactNode> = {
  produits: ProductsPanel,
  commandes: OrdersPanel,
  'prix-taxes': PricingPanel,
  analyses: AnalyticsPanel,
  utilisateurs: UsersPanel,
  parametres: SettingsPanel,
};

const restrictedReason = `${restricted.title} : ${restricted.description}`;

/**
 * Every tab; those this grade may not open are disabled, with the reason docs/product/rules.md#roles-and-permissions
 * gives (their content is never rendered).
 */
function sectionTabs(grade: AdminGrade | null): TabItem[] {
  return adminSections.map((section) => {
    const open = canOpenSection(grade, section);
    const Panel = panels[section];
    return {
      id: `admin-${section}`,
      label: sectionLabels[section],
      disabled: !open,
      disabledReason: open ? undefined : restrictedReason,
      content: open ? <Panel /> : null,
    };
  });
}

/**
 * /admin, behind the admin route guard: the dashboard's six sections as tabs, each open to the grades of
 * docs/product/rules.md#roles-and-permissions, the first one the administrator may open shown first. All data is sample
 * data; actions say « Bientôt disponible ! ».
 */
export function AdminPage() {
  usePageTitle(adminMessages.title);
  useMetaDescription(adminMessages.description);
  const { user } = useSession();
  const grade = user?.grade ?? null;
  const first = firstOpenSection(grade);

  return (
    <Container width="wide">
      <div className={styles.page}>
        <Stack space="xxlarge">
          <PageHeader
            title={adminMessages.title}
            lead={user && adminMessages.greeting(`${user.firstName} ${user.lastName}`)}
            variant="ruled"
            aside={
              <Stack space="xsmall">
                <Text size="small" tone="secondary">
                  {adminMessages.grade}
                </Text>
                <Badge tone="brand" size="medium">
                  {grade ? gradeLabels[grade] : adminMessages.noGrade}
                </Badge>
              </Stack>
            }
          />
          <Text size="small" tone="secondary">
            {adminMessages.sampleNote}
          </Text>
          {first === null && <Notice tone="caution">{adminMessages.noSection}</Notice>}
          <Tabs
            label={adminMessages.tabsLabel}
            tabs={sectionTabs(grade)}
            defaultSelectedId={first ? `admin-${first}` : undefined}
          />
        </Stack>
      </div>
    </Container>
  );
}
