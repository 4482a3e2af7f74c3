import { useEffect, useState } from 'react';

/** The server refuses larger uploads (8 MB); saying so before the upload spares the wait. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** An address the page can show a chosen file at, for as long as it stays chosen. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // The object URL is a browser resource made for the chosen file and released with it, so it lives in an effect.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    /* eslint-enable react-hooks/set-state-in-effect */
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
