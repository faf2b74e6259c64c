import { Box, Breadcrumbs, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceConfig } from '../types';
import type { FolderTreeConfig } from './folderResources';
import { FolderTree } from './FolderTree';
import { FolderNameDialog } from './FolderNameDialog';
import { listAsideSx } from '../framework/list/listAside';
import { useFolderController } from './useFolderController';

type Dialog = 'create' | 'rename' | 'remove' | undefined;

/**
 * The folders beside a list (`list.aside`): the breadcrumb of the current folder, the folder tree (each folder opens
 * its own list), and new, rename and remove for users who may edit. Whether it is shown is kept in local storage.
 */
export function FolderAside({ tree, config }: { tree: FolderTreeConfig; config: ResourceConfig }) {
  const translate = useTranslate();
  const controller = useFolderController(tree);
  const { folder, breadcrumb, current, shown } = controller;
  const { canAccess: canEdit } = useCanAccess({ resource: config.route, action: 'edit' });
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  if (!shown)
    return (
      <Box sx={{ ml: 1 }}>
        <Button size="small" onClick={() => controller.setShown(true)}>
          {translate('folders.show')}
        </Button>
      </Box>
    );

  return (
    <Card component="aside" aria-label={translate('folders.title')} sx={listAsideSx(280)}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate('folders.title')}
          </Typography>
          <Button size="small" onClick={() => controller.setShown(false)}>
            {translate('folders.hide')}
          </Button>
        </Stack>
        <Breadcrumbs aria-label={translate('folders.breadcrumb')} sx={{ my: 1 }}>
          {breadcrumb.map((item) =>
            item.id === current ? (
              <Typography key={item.id} color="text.primary" aria-current="page">
                {item.name}
              </Typography>
            ) : (
              <Link key={item.id} component={RouterLink} to={controller.pathOf(item.id)}>
                {item.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {controller.error ? (
          <Typography color="error">{(controller.error as Error).message}</Typography>
        ) : (
          <FolderTree
            tree={tree}
            current={current}
            trail={breadcrumb}
            rootName={translate(config.label, { smart_count: 2 })}
          />
        )}
        {canEdit && folder && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => setDialog('create')}>
              {translate('folders.create')}
            </Button>
            {current !== 0 && (
              <>
                <Button size="small" onClick={() => setDialog('rename')}>
                  {translate('folders.rename')}
                </Button>
                <Button size="small" color="error" onClick={() => setDialog('remove')}>
                  {translate('folders.remove')}
                </Button>
              </>
            )}
          </Stack>
        )}
      </CardContent>
      {dialog === 'create' && (
        <FolderNameDialog title="folders.create" onSubmit={controller.createFolder} onClose={close} />
      )}
      {dialog === 'rename' && folder && (
        <FolderNameDialog
          title="folders.rename"
          initial={folder.name}
          onSubmit={(name) => controller.renameFolder(folder.id, name)}
          onClose={close}
        />
      )}
      <Confirm
        isOpen={dialog === 'remove'}
        title="folders.remove"
        content="folders.remove_confirm"
        translateOptions={{ name: folder?.name ?? '' }}
        onConfirm={() => {
          close();
          if (folder) void controller.removeFolder(folder.id, folder.idParent ?? 0);
        }}
        onClose={close}
      />
    </Card>
  );
}
