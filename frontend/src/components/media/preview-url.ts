import { useEffect, useState } from 'react';

/** The server refuses larger uploads (8 MB); saying so before the upload spares the wait. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** An address the page can show a chosen file at, for as long as it stays chosen. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
