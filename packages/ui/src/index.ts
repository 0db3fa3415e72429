// The design system's public surface: one explicit list, nothing re-exported by folder.
// Importing it loads the theme, the self-hosted fonts and the base page styles.
import './tokens/global-styles';

export { Accordion, type AccordionItem, type AccordionProps } from './accordion/accordion';
export { Avatar, type AvatarProps } from './avatar/avatar';
export { Badge, type BadgeProps } from './badge/badge';
export { Box, type BoxProps } from './box/box';
export { type Breadcrumb, Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { Button, type ButtonProps } from './button/button';
export { ButtonLink, type ButtonLinkProps } from './button-link/button-link';
export { Card, type CardProps } from './card/card';
export { Carousel, type CarouselProps, type CarouselSlide } from './carousel/carousel';
export { ChatComposer, type ChatComposerProps } from './chat-composer/chat-composer';
export { ChatLauncher, type ChatLauncherProps } from './chat-launcher/chat-launcher';
export {
  type ChatMessage,
  ChatMessageList,
  type ChatMessageListProps,
} from './chat-message-list/chat-message-list';
export { ChatPanel, type ChatPanelProps } from './chat-panel/chat-panel';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export {
  CheckboxList,
  type CheckboxListOption,
  type CheckboxListProps,
} from './checkbox-list/checkbox-list';
export {
  ColourSwatches,
  type ColourSwatchesProps,
  type ColourSwatchOption,
} from './colour-swatches/colour-swatches';
export { Columns, type ColumnsProps } from './columns/columns';
export { Container, type ContainerProps } from './container/container';
export { CountBadge, type CountBadgeProps } from './count-badge/count-badge';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/data-table';
export { Dialog, type DialogProps } from './dialog/dialog';
export { Disclosure, type DisclosureProps } from './disclosure/disclosure';
export { Divider, type DividerProps } from './divider/divider';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { FacetGroup, type FacetGroupProps } from './facet-group/facet-group';
export { type FieldControlProps, FormField, type FormFieldProps } from './form-field/form-field';
export { Heading, type HeadingProps } from './heading/heading';
export { Icon, type IconName, type IconProps } from './icon/icon';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export { IconLink, type IconLinkProps } from './icon-link/icon-link';
export type { ImageSource } from './image/image-source';
export {
  ImageViewer,
  type ImageViewerPhoto,
  type ImageViewerProps,
  preloadImageViewer,
} from './image-viewer/image-viewer';
export { Inline, type InlineProps } from './inline/inline';
export { LazyPopup, type LazyPopupProps } from './lazy-popup/lazy-popup';
export { Link, type LinkProps } from './link/link';
export { Marquee, type MarqueeProps } from './marquee/marquee';
export { MegaMenu, type MegaMenuColumn, type MegaMenuLink, type MegaMenuProps } from './mega-menu/mega-menu';
export {
  Menu,
  type MenuAction,
  type MenuEntry,
  type MenuLink,
  type MenuProps,
  type MenuSeparator,
} from './menu/menu';
export { Notice, type NoticeProps } from './notice/notice';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { PickerPopup, type PickerPopupProps } from './picker-popup/picker-popup';
export { type CurrencyDisplay, currencySign, formatPrice } from './price/format-price';
export { Price, type PriceProps } from './price/price';
export {
  type PriceRangeBound,
  PriceRangeField,
  type PriceRangeFieldProps,
} from './price-range-field/price-range-field';
export { cardActionShape, ProductCard, type ProductCardProps } from './product-card/product-card';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export {
  SearchCombobox,
  type SearchComboboxProps,
  type Suggestion,
  type SuggestionGroup,
} from './search-combobox/search-combobox';
export { SectionHeading, type SectionHeadingProps } from './section-heading/section-heading';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { SizeTable, type SizeTableProps } from './size-table/size-table';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Stack, type StackProps } from './stack/stack';
export { StatusBadge, type StatusBadgeProps } from './status-badge/status-badge';
export { visuallyHiddenRules } from './styles/visually-hidden.css';
export { Swatch, type SwatchProps } from './swatch/swatch';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { Text, type TextProps } from './text/text';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Timeline, type TimelineProps, type TimelineStep } from './timeline/timeline';
export { type ToastInput, ToastProvider, type ToastProviderProps, useToast } from './toast/toast-provider';
export { Toaster, type ToasterProps, type ToastMessage } from './toast/toaster';
export { mediaQuery, responsiveStyle } from './tokens/breakpoints';
export { vars } from './tokens/contract.css';
export type { FillTone, Tone } from './tokens/tone';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
