import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { ApiCallError } from '../../api/client';
import { toast } from '../../notify/toast';
import { uploadAnyFile, type UploadedFile } from './upload';

export interface UploadState {
  /** 0–1 while uploading, null otherwise. */
  progress: number | null;
  /** The file whose upload failed, to resume it. */
  failed: File | null;
}

/** Uploads one file with progress and toasts; after a failure `retry()` resumes it. */
export function useUpload(onUploaded: (file: UploadedFile) => void) {
  const api = useApi();
  const translate = useTranslate();
  const [state, setState] = useState<UploadState>({ progress: null, failed: null });

  const start = useCallback(
    async (file: File) => {
      setState({ progress: 0, failed: null });
      try {
        const uploaded = await uploadAnyFile(api, file, (progress) => setState({ progress, failed: null }));
        setState({ progress: null, failed: null });
        toast.success(translate('app.media.uploaded'));
        onUploaded(uploaded);
      } catch (error) {
        setState({ progress: null, failed: file });
        const msg = error instanceof ApiCallError ? error.message : String(error);
        toast.error(translate('app.media.failed', { msg }));
      }
    },
    [api, translate, onUploaded],
  );

  const retry = useCallback(() => state.failed && start(state.failed), [state.failed, start]);
  return { ...state, start, retry };
}
