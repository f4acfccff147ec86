import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import richTextEditorTexts from '../../i18n/en-GB/rich-text-editor.json';
import { FieldMessages } from '../text-field/field-messages.tsx';
import fieldStyles from '../text-field/text-field.module.css';
import styles from './rich-text-editor.module.css';

addTexts(richTextEditorTexts);

interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  onChange(html: string): void;
}

/**
 * Rich text through TipTap (a maintained ProseMirror editor), limited to what the server's sanitiser keeps
 * (headings, paragraphs, lists, quotes, bold, italic, links): no strike, underline or code, so what the
 * operator sees is what is stored. The server still sanitises the HTML on save. Used by the console's content
 * and Benefits catalogue areas, which are loaded apart from the portal's pages.
 */
export function RichTextEditor({ id, label, value, hint, error, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A new value from outside (another version loaded, an import) replaces the text.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt(t('richTextEditor.linkPrompt'));
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const tools = [
    {
      key: 'bold',
      label: t('richTextEditor.bold'),
      on: active?.bold,
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('richTextEditor.italic'),
      on: active?.italic,
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('richTextEditor.heading'),
      on: active?.h2,
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('richTextEditor.subheading'),
      on: active?.h3,
      run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('richTextEditor.bullets'),
      on: active?.bullets,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('richTextEditor.numbers'),
      on: active?.numbers,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    { key: 'link', label: t('richTextEditor.link'), on: active?.link, run: setLink },
  ];

  return (
    <div className={[fieldStyles.field, error ? fieldStyles.invalid : undefined].filter(Boolean).join(' ')}>
      <span className={fieldStyles.label} id={labelId}>
        {label}
      </span>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} classes={fieldStyles} />
      <div className={styles.editor}>
        <div role="toolbar" aria-label={t('richTextEditor.toolbar', { label })} className={styles.toolbar}>
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              aria-pressed={tool.on ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            >
              {tool.label}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
