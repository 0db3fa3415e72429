import { Avatar, Button } from '@aurele/ui';
import { type ChangeEvent, useRef, useState } from 'react';
import type { User } from '../../domain/user';
import type { Notice } from '../../shared/notice';
import type { Account } from '../../state/use-account';
import * as styles from './account-page.css';
import { accountMessages, accountNotices } from './messages';
import { downscalePhoto, isImageFile } from './profile-photo-file';

interface Props {
  user: User;
  save: Account['save'];
  show: (notice: Notice) => void;
  /** Reads the chosen file into the stored photo; the canvas downscale by default, a stub in stories. */
  readPhoto?: (file: File) => Promise<string>;
}

/** The profile photo: images only, downscaled before it is stored; a full storage keeps the previous one. */
export function ProfilePhoto({ user, save, show, readPhoto = downscalePhoto }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { profile } = accountMessages;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must still trigger a change.
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) return show(accountNotices.notAnImage);
    setBusy(true);
    try {
      const photo = await readPhoto(file);
      save({ ...user, profilePicture: photo }, accountNotices.photo, accountNotices.photoStorageFull);
    } catch {
      show(accountNotices.unreadableImage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.photoRow}>
      <Avatar name={user.pseudo ?? user.firstName} src={user.profilePicture ?? undefined} size="large" />
      <div>
        <input
          ref={input}
          id="profile-photo"
          className={styles.fileInput}
          type="file"
          accept="image/*"
          aria-label={profile.choosePhoto}
          tabIndex={-1}
          onChange={onFile}
        />
        <Button variant="secondary" size="small" loading={busy} onClick={() => input.current?.click()}>
          {profile.changePhoto}
        </Button>
      </div>
    </div>
  );
}
