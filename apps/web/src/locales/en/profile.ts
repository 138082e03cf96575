/** The signed-in user's profile (features/profile): password, avatar, name and interface preferences. */
export const profile = {
  title: 'Profile',
  subtitle: 'Your password, picture, name and how the portal looks for you.',
  tabs: { label: 'Profile sections', password: 'Password', settings: 'Settings' },
  password: {
    heading: 'Change password',
    intro: 'When you change your password, your other sessions are signed out. You stay signed in here.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    hint: 'At least 8 characters.',
    submit: 'Change password',
  },
  avatar: {
    heading: 'Avatar',
    alt: 'Your avatar',
    upload: 'Upload picture',
    replace: 'Replace picture',
    remove: 'Remove picture',
    uploading: 'Uploading your picture',
    removeTitle: 'Remove your picture?',
    removeText: 'Your initial is shown in its place until you upload another picture.',
    saved: 'Your picture was updated.',
    removed: 'Your picture was removed.',
  },
  name: {
    heading: 'Name',
    label: 'Your name',
    email: 'Email',
    submit: 'Save name',
    saved: 'Your name was saved.',
  },
  preferences: {
    heading: 'Interface',
    intro: 'These choices are kept in this browser.',
  },
  detail: {
    notFoundTitle: 'Page not found',
    notFound: 'Your profile has no such page.',
  },
  actions: { backToList: 'Back to your profile' },
};
