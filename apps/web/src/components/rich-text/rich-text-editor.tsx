import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { EditorContent } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDomSelection } from './dom-selection';
import { LinkDialog } from './link-dialog';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { linkAt } from './rich-text-schema';
import { richTextStyles } from './rich-text-styles';
import { RichTextToolbar, type ToolbarButton } from './rich-text-toolbar';
import { useRichTextEditor } from './use-rich-text-editor';

const Letters = ({ children }: { children: string }) => (
  <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, lineHeight: '24px', width: 24 }}>
    {children}
  </Typography>
);

/**
 * The rich-text field: Tiptap (ProseMirror) with a schema of spec §9's tags, a toolbar for bold,
 * italic, two heading levels, bulleted lists and links (decision 0027). Load it through
 * `LazyRichTextEditor`, its own chunk.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  disabled,
  minRows = 6,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const direction = useTheme().direction;
  const message = error ?? helperText;
  const described = Boolean(message);
  const [link, setLinkDialog] = useState<string | null>(null);
  const attributes = useMemo(
    () => ({
      id: `${id}-area`,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      ...(described ? { 'aria-describedby': `${id}-message` } : {}),
      'aria-invalid': String(Boolean(error)),
      'aria-required': String(Boolean(required)),
      'aria-disabled': String(Boolean(disabled)),
      dir: direction,
    }),
    [id, described, error, required, disabled, direction],
  );
  const { editor, format } = useRichTextEditor({
    value,
    onChange,
    onBlur,
    disabled,
    attributes,
    onLinkShortcut: setLinkDialog,
  });
  const openLinkDialog = () => {
    readDomSelection(editor);
    setLinkDialog(linkAt(editor));
  };

  // Back to the text once the link dialog is gone: while it is open, its focus trap keeps the focus.
  const refocus = useRef(false);
  useEffect(() => {
    if (link !== null || !refocus.current) return;
    refocus.current = false;
    editor.commands.focus();
  }, [link, editor]);
  const closeLinkDialog = () => {
    refocus.current = true;
    setLinkDialog(null);
  };
  const applyLink = (href: string) => {
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const text = href.replace(/^mailto:/, '');
      editor.commands.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      editor.chain().extendMarkRange('link').setLink({ href }).run();
    }
    closeLinkDialog();
  };

  const chain = () => editor.chain().focus();
  const groups: ToolbarButton[][] = [
    [
      {
        key: 'bold',
        label: t('richText.bold'),
        icon: <FormatBoldIcon />,
        shortcut: 'B',
        pressed: format.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: t('richText.italic'),
        icon: <FormatItalicIcon />,
        shortcut: 'I',
        pressed: format.italic,
        run: () => chain().toggleItalic().run(),
      },
    ],
    [
      {
        key: 'h2',
        label: t('richText.heading'),
        icon: <Letters>H2</Letters>,
        pressed: format.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: 'h3',
        label: t('richText.subheading'),
        icon: <Letters>H3</Letters>,
        pressed: format.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
      {
        key: 'list',
        label: t('richText.bulletList'),
        icon: <FormatListBulletedIcon />,
        pressed: format.list,
        run: () => chain().toggleBulletList().run(),
      },
    ],
    [
      {
        key: 'link',
        label: t('richText.link'),
        icon: <LinkIcon />,
        shortcut: 'K',
        pressed: format.link,
        run: openLinkDialog,
      },
      {
        key: 'unlink',
        label: t('richText.removeLink'),
        icon: <LinkOffIcon />,
        run: () => chain().extendMarkRange('link').unsetLink().run(),
      },
    ],
    [
      { key: 'undo', label: t('richText.undo'), icon: <UndoIcon />, shortcut: 'Z', run: () => chain().undo().run() },
      { key: 'redo', label: t('richText.redo'), icon: <RedoIcon />, shortcut: 'Y', run: () => chain().redo().run() },
    ],
  ];

  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
        {required ? ' *' : null}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          opacity: disabled ? 0.6 : 1,
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        {disabled ? null : <RichTextToolbar groups={groups} controls={`${id}-area`} />}
        {disabled ? null : <Divider />}
        <Box
          sx={{
            '& .tiptap': {
              ...richTextStyles,
              minHeight: minRows * 24 + 24,
              px: 1.5,
              py: 1.5,
              outline: 'none',
              cursor: disabled ? 'default' : 'text',
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {message ? (
        <FormHelperText id={`${id}-message`} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      ) : null}
      {link !== null && <LinkDialog initial={link} onClose={closeLinkDialog} onApply={applyLink} />}
    </Box>
  );
}
