declare module 'virtual:firebase-settings' {
  /** This build's Firebase settings (builder/plugins/settings.server.ts); null for local news. */
  const settings: import('../../site/firebase.ts').FirebaseSettings | null;
  export default settings;
}
