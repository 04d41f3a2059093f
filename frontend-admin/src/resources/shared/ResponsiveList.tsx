import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DatagridConfigurable,
  List,
  SimpleList,
  useListContext,
  useNotify,
  useRefresh,
  useResourceDefinition,
  TopToolbar,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { MOBILE_BREAKPOINT } from '../../theme';

interface ResponsiveListProps {
  filters?: ReactElement[];
  sort?: SortPayload;
  /** Datagrid columns (desktop). */
  children: ReactNode;
  /** The card shown per row below lg. */
  primaryText: (record: RaRecord) => ReactNode;
  secondaryText?: (record: RaRecord) => ReactNode;
  tertiaryText?: (record: RaRecord) => ReactNode;
  leftAvatar?: (record: RaRecord) => ReactNode;
  /** A button at the end of each card (the table has it as a column), e.g. restoring a deleted item. */
  cardAction?: (record: RaRecord) => ReactNode;
  /** Whether rows can be deleted (some resources have no delete call). */
  canDelete?: boolean;
  canCreate?: boolean;
  filter?: Record<string, unknown>;
  actions?: ReactElement;
  title?: string;
  /** A side panel (e.g. group filters), desktop only. */
  aside?: ReactElement;
  /** Another presentation of the page of records (e.g. a timeline) in place of the table and the cards. */
  view?: ReactElement;
}

/**
 * Bulk delete. A delete the server refuses (409: a category still holding files…) deletes nothing, so the rows are
 * unselected: the next delete must not silently include them again.
 */
function BulkDelete() {
  const { onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  // A call-time onError replaces react-admin's own, so its toast of the server's message and refresh are done here.
  const onError = (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
    onUnselectItems();
    refresh();
  };
  return <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />;
}

/** Every list screen: search and filters, sort, pagination, bulk delete; a table on desktop, cards on phones. */
export function ResponsiveList({
  filters,
  sort,
  children,
  primaryText,
  secondaryText,
  tertiaryText,
  leftAvatar,
  cardAction,
  canDelete = true,
  canCreate = true,
  filter,
  actions,
  title,
  aside,
  view,
}: ResponsiveListProps) {
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const { hasEdit } = useResourceDefinition();
  const bulkActions = canDelete ? <BulkDelete /> : false;
  return (
    <List
      filters={filters}
      sort={sort}
      filter={filter}
      title={title}
      aside={isMobile ? undefined : aside}
      perPage={25}
      actions={actions ?? <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>}
    >
      {view ??
        (isMobile ? (
          <SimpleList
            primaryText={primaryText}
            secondaryText={secondaryText}
            tertiaryText={tertiaryText}
            leftAvatar={leftAvatar}
            rightIcon={cardAction}
            linkType={hasEdit ? 'edit' : false}
          />
        ) : (
          <DatagridConfigurable rowClick={hasEdit ? 'edit' : false} bulkActionButtons={bulkActions}>
            {children}
          </DatagridConfigurable>
        ))}
    </List>
  );
}
