import type { Key, ReactNode } from 'react';
import { Badge } from '../../ds/Badge/Badge';
import { ComboBox, ComboBoxItem } from '../../ds/ComboBox/ComboBox';
import { StarIcon } from '../../ds/icons';
import { Inline } from '../../ds/layout';
import type { SiteSuggestion } from './atoms';
import * as styles from './SiteSearch.css';

export interface SearchComboBoxProps {
  label: ReactNode;
  placeholder: string;
  autoFocus: boolean;
  /** The suggestions listed (the first page of them). */
  suggestions: SiteSuggestion[];
  /** What is in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** A suggestion was chosen (its id). */
  onChoose: (key: Key | null) => void;
  onFocus: () => void;
  onOpenChange: (isOpen: boolean) => void;
  menuTrigger: 'focus' | 'input';
  isLoading: boolean;
  allowsEmptyCollection: boolean;
  /** What the open list says when nothing matches. */
  emptyState: string;
  /** The "Popular" badge of a featured suggestion. */
  featuredLabel: string;
}

/**
 * The search box's combo box and its suggestion list: the chunk `SiteSearch` swaps in for its
 * light stand-in (prefetched once the first screen is idle, and on the box's hover or focus).
 */
export function SearchComboBox({
  label,
  placeholder,
  autoFocus,
  suggestions,
  text,
  onTextChange,
  onChoose,
  onFocus,
  onOpenChange,
  menuTrigger,
  isLoading,
  allowsEmptyCollection,
  emptyState,
  featuredLabel,
}: SearchComboBoxProps) {
  return (
    <ComboBox<SiteSuggestion>
      label={label}
      placeholder={placeholder}
      autoFocus={autoFocus}
      items={suggestions}
      inputValue={text}
      onInputChange={onTextChange}
      selectedKey={null}
      onSelectionChange={onChoose}
      onFocus={onFocus}
      onOpenChange={onOpenChange}
      allowsCustomValue
      menuTrigger={menuTrigger}
      showTrigger={false}
      isLoading={isLoading}
      allowsEmptyCollection={allowsEmptyCollection}
      emptyState={emptyState}
    >
      {(suggestion) => (
        <ComboBoxItem id={suggestion.id} textValue={suggestion.name}>
          <SuggestionLabel suggestion={suggestion} featuredLabel={featuredLabel} />
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}

function SuggestionLabel({
  suggestion,
  featuredLabel,
}: {
  suggestion: SiteSuggestion;
  featuredLabel: string;
}) {
  const name = suggestion.highlight?.length ? (
    <span className={styles.name}>
      {suggestion.highlight.map((segment, index) =>
        segment.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <mark key={index} className={styles.highlight}>
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  ) : (
    <span className={styles.name}>{suggestion.name}</span>
  );
  if (!suggestion.isFeatured) return name;
  return (
    <Inline as="span" space="sm">
      {name}
      <Badge tone="info" icon={<StarIcon size="sm" />}>
        {featuredLabel}
      </Badge>
    </Inline>
  );
}
