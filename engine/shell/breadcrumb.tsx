// The header's breadcrumb (core spec §2.4), drawn from the rule in client/breadcrumb.ts: linked crumbs
// move within the app through the router, the others are plain text, the last one marks the page.
import {
  Breadcrumb as FluentBreadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router';
import { breadcrumbTrail } from '../client/breadcrumb';
import { useClientStores } from '../client/client-stores';
import { namespacesOf } from '../client/label-namespaces';
import { isModifiedClick } from './modified-click';

const useStyles = makeStyles({
  // A phone's header has no room for it; the sidebar marks the page there.
  root: { minWidth: 0, '@media (max-width: 599px)': { display: 'none' } },
  plain: { padding: `0 ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground2 },
});

function CrumbLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <BreadcrumbButton
      as="a"
      href={href}
      onClick={(event: MouseEvent) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </BreadcrumbButton>
  );
}

export const Breadcrumb = observer(function Breadcrumb() {
  const styles = useStyles();
  const { navigation } = useClientStores();
  const { pathname } = useLocation();
  const crumbs = breadcrumbTrail(navigation.tree, pathname);
  const { t } = useTranslation(['shell', 'navigation', ...namespacesOf(crumbs.map((crumb) => crumb.title))], {
    useSuspense: false,
  });
  const last = crumbs.length - 1;
  return (
    <FluentBreadcrumb className={styles.root} aria-label={t('shell:breadcrumb')} size="small">
      {crumbs.map((crumb, i) => (
        <Fragment key={crumb.key}>
          <BreadcrumbItem>
            {crumb.to ? (
              <CrumbLink to={crumb.to}>{t(crumb.title)}</CrumbLink>
            ) : (
              <span className={styles.plain} aria-current={i === last ? 'page' : undefined}>
                {t(crumb.title)}
              </span>
            )}
          </BreadcrumbItem>
          {i < last && <BreadcrumbDivider />}
        </Fragment>
      ))}
    </FluentBreadcrumb>
  );
});
