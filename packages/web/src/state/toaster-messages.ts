/** The toaster region's French labels. */
export const toaster = {
  label: 'Notifications',
  dismissLabel: 'Fermer la notification',
};
