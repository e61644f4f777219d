import { createContext, useContext } from 'react';

/** Downloads a stored print file (GET /files/{id}); given by the order route, absent in view tests. */
export type StoredFileSource = (file: { id: number; name: string }) => Promise<Blob>;

export const StoredFileSourceContext = createContext<StoredFileSource | null>(null);

export const useStoredFileSource = (): StoredFileSource | null => useContext(StoredFileSourceContext);
