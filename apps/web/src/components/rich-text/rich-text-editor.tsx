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
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { removeLink, setLink, toggleHeading, toggleInline, toggleList, type Command } from './editor-commands';
import { LinkDialog } from './link-dialog';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { richTextStyles } from './rich-text-styles';
import { RichTextToolbar, type ToolbarButton } from './rich-text-toolbar';
import { useRichTextEditor } from './use-rich-text-editor';

const bold = toggleInline('strong');
const italic = toggleInline('em');
const heading = toggleHeading('h2');
const subheading = toggleHeading('h3');

const Letters = ({ children }: { children: string }) => (
  <Typography component="span" sx={{ fontWeight: 700, fontSize: 14, lineHeight: '24px', width: 24 }}>
    {children}
  </Typography>
);

/**
 * A small editor that writes only spec §9's tags: bold, italic, two heading levels, bulleted
 * lists and links (decision 0014). Load it through `LazyRichTextEditor`, its own chunk.
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
  const { rootRef, handlers, format, run, undo, redo, currentLink } = useRichTextEditor(value, onChange);
  const [link, setLinkDialog] = useState<string | null>(null);
  // Runs once the link dialog is gone: while it is open, its focus trap would keep the focus.
  const afterDialog = useRef<Command | null>(null);
  useEffect(() => {
    const command = afterDialog.current;
    if (link !== null || !command) return;
    afterDialog.current = null;
    run(command);
  }, [link, run]);

  const openLink = () => {
    setLinkDialog(currentLink());
  };
  const groups: ToolbarButton[][] = [
    [
      {
        key: 'bold',
        label: t('richText.bold'),
        icon: <FormatBoldIcon />,
        shortcut: 'B',
        pressed: format.strong,
        run: () => run(bold),
      },
      {
        key: 'italic',
        label: t('richText.italic'),
        icon: <FormatItalicIcon />,
        shortcut: 'I',
        pressed: format.em,
        run: () => run(italic),
      },
    ],
    [
      {
        key: 'h2',
        label: t('richText.heading'),
        icon: <Letters>H2</Letters>,
        pressed: format.h2,
        run: () => run(heading),
      },
      {
        key: 'h3',
        label: t('richText.subheading'),
        icon: <Letters>H3</Letters>,
        pressed: format.h3,
        run: () => run(subheading),
      },
      {
        key: 'list',
        label: t('richText.bulletList'),
        icon: <FormatListBulletedIcon />,
        pressed: format.list,
        run: () => run(toggleList),
      },
    ],
    [
      {
        key: 'link',
        label: t('richText.link'),
        icon: <LinkIcon />,
        shortcut: 'K',
        pressed: format.link,
        run: openLink,
      },
      { key: 'unlink', label: t('richText.removeLink'), icon: <LinkOffIcon />, run: () => run(removeLink) },
    ],
    [
      { key: 'undo', label: t('richText.undo'), icon: <UndoIcon />, shortcut: 'Z', run: undo },
      { key: 'redo', label: t('richText.redo'), icon: <RedoIcon />, shortcut: 'Y', run: redo },
    ],
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const action = {
      b: () => run(bold),
      i: () => run(italic),
      k: openLink,
      z: event.shiftKey ? redo : undo,
      y: redo,
    }[key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const message = error ?? helperText;
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
          id={`${id}-area`}
          ref={rootRef}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={Boolean(error)}
          aria-required={required}
          aria-disabled={disabled}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={disabled ? -1 : 0}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          {...handlers}
          sx={[
            richTextStyles,
            { minHeight: minRows * 24 + 24, px: 1.5, py: 1.5, outline: 'none', cursor: disabled ? 'default' : 'text' },
          ]}
        />
      </Box>
      {message ? (
        <FormHelperText id={`${id}-message`} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      ) : null}
      {link !== null && (
        <LinkDialog
          initial={link}
          onClose={() => {
            afterDialog.current = () => undefined;
            setLinkDialog(null);
          }}
          onApply={(href) => {
            afterDialog.current = setLink(href);
            setLinkDialog(null);
          }}
        />
      )}
    </Box>
  );
}
