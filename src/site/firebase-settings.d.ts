declare module 'virtual:firebase-settings' {
  /** This build's Firebase settings (site/settings.server.ts); null for local news. */
  const settings: import('./firebase.ts').FirebaseSettings | null;
  export default settings;
}
