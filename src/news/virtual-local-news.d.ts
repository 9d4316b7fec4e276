declare module 'virtual:local-news' {
  /** content/news/*.md as Firestore-shaped documents, newest first. */
  const documents: {
    id: string;
    fecha: { seconds: number; nanoseconds: number };
    contenido: string;
  }[];
  export default documents;
}
