import { TAGS_PER_RECORD_MAX, type TagRef } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useCan } from '../../lib/session-context';
import { TagChip } from '../tags/tag-chip';
import { useCreateTag, useTagSearch } from '../tags/tags-api';
import { keepEnterInOpenList } from './keep-enter-in-list';

/** The option that creates a tag from what was typed. */
interface CreateOption {
  create: string;
}
type TagOption = TagRef | CreateOption;
const isCreate = (option: TagOption): option is CreateOption => 'create' in option;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface TagInputProps {
  value: TagRef[];
  onChange: (tags: TagRef[]) => void;
  onBlur?: () => void;
  label?: string;
  /** A contract message to show under the field (translated here). */
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  max?: number;
}

/**
 * The tags of a job, seeker or application: searches the site's tags as the user types, shows
 * them in their colours, and offers “Create …” for a new name to those who may create tags.
 */
export function TagInput({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  disabled,
  max = TAGS_PER_RECORD_MAX,
}: TagInputProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const mayCreate = useCan()('create', 'tags');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim());
  const search = useTagSearch(term, open);
  const create = useCreateTag();
  const [failure, setFailure] = useState<string | null>(null);

  const found: TagOption[] = search.data ?? [];
  const typed = input.trim();
  const offerCreate =
    mayCreate &&
    typed !== '' &&
    term === typed &&
    !search.isFetching &&
    !found.some((tag) => 'name' in tag && sameName(tag.name, typed));
  const options = offerCreate ? [...found, { create: typed }] : found;
  const full = value.length >= max;

  const add = async (name: string) => {
    setFailure(null);
    try {
      const tag = await create.mutateAsync({ name });
      onChange([...value, { id: tag.id, name: tag.name, color: tag.color }]);
      setInput('');
    } catch (cause) {
      // A 422 names the field ("A tag with this name already exists."); anything else is the general message.
      setFailure((isApiError(cause) && cause.errors.name?.[0]) || errorMessage(cause));
    }
  };

  const shown = failure ?? error;
  return (
    <Autocomplete<TagOption, true, false, false>
      multiple
      onKeyDown={keepEnterInOpenList}
      open={open}
      onOpen={() => {
        setOpen(true);
      }}
      onClose={() => {
        setOpen(false);
      }}
      value={value}
      onChange={(_event, next) => {
        const wanted = next.find(isCreate);
        if (wanted) void add(wanted.create);
        else {
          const tags = next.filter((option): option is TagRef => !isCreate(option));
          onChange(tags.slice(0, max).map(({ id, name, color }) => ({ id, name, color })));
        }
      }}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onBlur={onBlur}
      options={full ? [] : options}
      filterOptions={(all) => all}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => !isCreate(option) && !isCreate(selected) && option.id === selected.id}
      getOptionLabel={(option) => (isCreate(option) ? t('tags.create', { name: option.create }) : option.name)}
      getOptionKey={(option) => (isCreate(option) ? `create:${option.create}` : option.id)}
      loading={search.isFetching || create.isPending}
      loadingText={t('tags.searching')}
      noOptionsText={full ? t('tags.limit', { max }) : t('messages.noOptions')}
      disabled={disabled}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {isCreate(option) ? (
            <>
              <AddIcon fontSize="small" sx={{ mr: 1 }} />
              {t('tags.create', { name: option.create })}
            </>
          ) : (
            <TagChip tag={option} sx={{ pointerEvents: 'none' }} />
          )}
        </li>
      )}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return isCreate(tag) ? null : <TagChip key={key} tag={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('tags.label')}
          placeholder={value.length ? undefined : t('tags.placeholder')}
          error={Boolean(shown)}
          helperText={shown ? translate(shown) : helperText}
        />
      )}
    />
  );
}
