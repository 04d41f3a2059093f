import 'katex/dist/katex.min.css';
import 'quill/dist/quill.snow.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import { useTranslate } from 'react-admin';
import { LinearProgress, Button, Stack } from '@mui/material';
import { useApi } from '../api/ApiContext';
import { uploadInParts, uploadPicture } from '../resources/uploads/upload';
import { toast } from '../notify/toast';
import './editor.css';
import { pickFile, uploadAndInsert, type EmbedTarget } from './editorUploads';
import { ImageAltDialog } from './ImageAltDialog';
import { setImageAlt } from './imageAlt';
import { registerExactTextClipboard } from './exactTextClipboard';
import { registerFormats } from './formats';
import { hljs } from './highlight';
import { pickerLabelStyle } from './pickerLabels';
import { safeKatex } from './safe-katex';
import { CODE_LANGUAGES, HISTORY, INLINE_IMAGE_TYPES, labelToolbar, SYNTAX_DELAY_MS, TOOLBAR } from './toolbar';

// Quill's formula format reads KaTeX from window (and fails with "Formula module requires KaTeX." without it).
(window as unknown as { katex: typeof safeKatex }).katex = safeKatex;
registerFormats();
registerExactTextClipboard();

const EMPTY = '<p><br></p>';

interface ToolbarContext {
  quill: { getSelection(): { index: number; length: number } | null };
}

/** The snow theme's own link handler (it opens the address tooltip on the selected text). */
type LinkHandler = (this: ToolbarContext, value: boolean) => void;
const snowLinkHandler = (
  Quill.import('themes/snow') as unknown as { DEFAULTS: { modules: { toolbar: { handlers: { link: LinkHandler } } } } }
).DEFAULTS.modules.toolbar.handlers.link;

export interface QuillEditorProps {
  value: string;
  /** `byUser`: typed, formatted, pasted or uploaded; false when the editor rewrote the value it was given. */
  onChange: (html: string, byUser: boolean) => void;
  onBlur?: () => void;
  id?: string;
}

/** The product's rich-text editor (loaded lazily with KaTeX and highlight.js: only screens that edit text load it). */
export default function QuillEditor({ value, onChange, onBlur, id }: QuillEditorProps) {
  const api = useApi();
  const translate = useTranslate();
  const editorRef = useRef<ReactQuill>(null);
  const [fileProgress, setFileProgress] = useState<number | null>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  /** The picture whose alt text is being edited (clicking a picture in the text opens it). */
  const [altOf, setAltOf] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    const root = editorRef.current?.getEditor().root;
    if (!root) return;
    const openAlt = (event: MouseEvent) => {
      if (event.target instanceof HTMLImageElement) setAltOf(event.target);
    };
    root.addEventListener('click', openAlt);
    return () => root.removeEventListener('click', openAlt);
  }, []);

  /** The upload's outcome as a toast, in the interface language. */
  const notices = useMemo(
    () => ({
      uploaded: () => toast.success(translate('app.media.uploaded')),
      failed: (msg: string) => toast.error(translate('app.media.failed', { msg })),
    }),
    [translate],
  );

  const insertFile = useCallback(
    async (file: File) => {
      const quill = editorRef.current?.getEditor();
      if (!quill) return;
      const at = quill.getSelection(true)?.index;
      setFailedFile(null);
      setFileProgress(0);
      const inserted = await uploadAndInsert(
        quill as unknown as EmbedTarget,
        at,
        () => uploadInParts(api, file, setFileProgress),
        (result) => ['file', { url: result.url, name: result.file_name }],
        notices,
      );
      setFileProgress(null);
      if (!inserted) setFailedFile(file);
    },
    [api, notices],
  );

  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: async function image() {
            const file = await pickFile('image/*');
            const quill = editorRef.current?.getEditor();
            if (!file || !quill) return;
            await uploadAndInsert(
              quill as unknown as EmbedTarget,
              undefined,
              () => uploadPicture(api, file),
              (url) => ['image', url],
              notices,
            );
          },
          // Quill's link button does nothing without selected text: say so, then let the theme ask for the address.
          link: function link(this: ToolbarContext, value: boolean) {
            const range = this.quill.getSelection();
            if (value && (!range || range.length === 0)) {
              toast.warning(translate('app.editor.link_needs_selection'));
              return;
            }
            snowLinkHandler.call(this, value);
          },
          file: async function file() {
            const chosen = await pickFile();
            if (chosen) await insertFile(chosen);
          },
        },
      },
      syntax: {
        hljs,
        // The code block's language picker: "plain text" in the interface language, the languages by their names.
        languages: CODE_LANGUAGES.map((language) =>
          language.key === 'plain' ? { ...language, label: translate('app.editor.labels.code_plain') } : language,
        ),
        interval: SYNTAX_DELAY_MS,
      },
      history: HISTORY,
      uploader: {
        mimetypes: INLINE_IMAGE_TYPES,
        // Dropped or pasted png/jpeg: uploaded like the image button, then inserted inline where they landed.
        handler: async (range: { index: number }, files: File[]) => {
          const quill = editorRef.current?.getEditor();
          if (!quill) return;
          let at = range.index;
          for (const file of files.filter((candidate) => INLINE_IMAGE_TYPES.includes(candidate.type))) {
            const inserted = await uploadAndInsert(
              quill as unknown as EmbedTarget,
              at,
              () => uploadPicture(api, file),
              (url) => ['image', url],
              notices,
            );
            if (inserted) at += 1;
          }
        },
      },
    }),
    [api, insertFile, notices, translate],
  );

  const labelStyle = useMemo(() => pickerLabelStyle(translate), [translate]);

  const labelOnce = useCallback(
    (instance: ReactQuill | null) => {
      (editorRef as { current: ReactQuill | null }).current = instance;
      const toolbar = instance?.getEditor().getModule('toolbar') as { container?: HTMLElement } | undefined;
      if (toolbar?.container) {
        labelToolbar(toolbar.container, (key) => {
          const path = `app.editor.toolbar.${key}`;
          const word = translate(path);
          return word === path ? undefined : word;
        });
      }
      // The address field of the video tooltip (Quill's placeholder is English, "Embed URL").
      instance
        ?.getEditor()
        .container.querySelector('.ql-tooltip input[data-video]')
        ?.setAttribute('data-video', translate('app.editor.video_url'));
    },
    [translate],
  );

  return (
    <div className="rich-editor" style={labelStyle}>
      <ReactQuill
        ref={labelOnce}
        id={id}
        theme="snow"
        value={value}
        modules={modules}
        // The editor's own HTML: getSemanticHTML() would drop formulas and videos.
        useSemanticHTML={false}
        onChange={(html, _delta, source) => onChange(html === EMPTY ? '' : html, source === 'user')}
        onBlur={onBlur}
      />
      {fileProgress !== null && (
        <LinearProgress
          variant="determinate"
          value={fileProgress * 100}
          aria-label={translate('app.editor.upload_progress')}
        />
      )}
      {altOf && (
        <ImageAltDialog
          initial={altOf.getAttribute('alt') ?? ''}
          onClose={() => setAltOf(null)}
          onSave={(alt) => {
            const quill = editorRef.current?.getEditor();
            if (quill) setImageAlt(quill, altOf, alt);
            setAltOf(null);
          }}
        />
      )}
      {failedFile && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" color="warning" onClick={() => void insertFile(failedFile)}>
            {translate('app.editor.resume_upload', { name: failedFile.name })}
          </Button>
        </Stack>
      )}
    </div>
  );
}
