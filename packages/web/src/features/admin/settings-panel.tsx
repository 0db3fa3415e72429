import { Notice, Stack } from '@aurele/ui';
import { AdminAction } from './admin-action';
import * as styles from './admin-page.css';
import { shopSettings } from './admin-samples';
import { adminMessages } from './messages';
import { SectionHeader } from './section-header';

const { settings } = adminMessages;

/** Paramètres: the shop's settings, read only until the back office exists. */
export function SettingsPanel() {
  return (
    <section aria-labelledby="admin-settings">
      <Stack space="large">
        <SectionHeader id="admin-settings" title={settings.title}>
          <AdminAction variant="primary">{settings.save}</AdminAction>
        </SectionHeader>
        <Notice tone="info">{settings.note}</Notice>
        <dl className={styles.settings}>
          {shopSettings.map((setting) => (
            <div key={setting.id} className={styles.setting}>
              <dt className={styles.settingLabel}>{setting.label}</dt>
              <dd className={styles.settingValue}>{setting.value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </section>
  );
}
