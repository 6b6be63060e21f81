import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

type UploadAnswer = { ok?: boolean; message?: string; redirectTo?: string };

/**
 * Sends a multipart form with XMLHttpRequest, shows the progress, and on success navigates to the page the
 * server names (whose loader shows the flash message). The one exception to "every form goes through React
 * Router" (fetcher or <Form>): those send with fetch, which cannot report upload progress, and a video is large
 * enough to need the bar. Every upload that shows progress (video upload and video edit) uses this one hook;
 * without JavaScript the same forms post to their routes.
 */
export function useXhrUpload(fallbackError: string) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);

  useEffect(() => () => xhrRef.current?.abort(), []);

  const send = useCallback(
    (url: string, body: FormData, onSuccess?: (answer: UploadAnswer) => void) => {
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      setError(null);
      setProgress(0);
      xhr.open("POST", url);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) setProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        xhrRef.current = null;
        const type = xhr.getResponseHeader("content-type") ?? "";
        if (type.includes("application/json")) {
          let answer: UploadAnswer = {};
          try {
            answer = JSON.parse(xhr.responseText) as UploadAnswer;
          } catch {
            answer = {};
          }
          if (xhr.status < 300 && answer.ok) {
            setProgress(100);
            onSuccess?.(answer);
            if (answer.redirectTo) void navigate(answer.redirectTo);
            setProgress(null);
            return;
          }
          setProgress(null);
          setError(answer.message || fallbackError);
          return;
        }
        setProgress(null);
        // Redirected elsewhere (an expired session lands on the login page): follow it.
        if (xhr.responseURL && new URL(xhr.responseURL).pathname !== new URL(url, window.location.href).pathname) {
          window.location.assign(xhr.responseURL);
          return;
        }
        setError(xhr.status === 403 && xhr.responseText ? xhr.responseText : fallbackError);
      };
      xhr.onerror = () => {
        xhrRef.current = null;
        setProgress(null);
        setError(fallbackError);
      };
      xhr.send(body);
    },
    [fallbackError, navigate],
  );

  return { progress, error, setError, send, uploading: progress !== null };
}

/** A labelled progress bar while an upload runs. */
export function uploadLabel(progress: number) {
  return progress >= 100 ? "Processing…" : `Uploading… ${progress}%`;
}
