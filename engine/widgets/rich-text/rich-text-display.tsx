// A rich-text field read-only: on the detail screen its sanitised document, built as React elements
// from the allow-listed nodes (no HTML string reaches the page); in a list cell (compact) its words
// on one line. Needs no slate, so the detail screen stays light.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import type { DisplayProps } from '../../screens/detail/display-registry';
import { htmlToRichText, richTextPlain } from './rich-text-html';
import {
  BLOCK_TAG,
  isLink,
  isListBlock,
  type RichBlock,
  type RichInline,
  type RichText,
} from './rich-text-model';

const useStyles = makeStyles({
  // The detail value keeps typed line ends; the document's own blocks make its lines here.
  root: {
    whiteSpace: 'normal',
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
  },
  image: { display: 'block', maxWidth: '100%', marginBlock: tokens.spacingVerticalS },
});

function textNode(node: RichText, key: number): ReactNode {
  const lines = node.text.split('\n');
  let content: ReactNode = lines.flatMap((line, index) =>
    index === 0 ? [line] : [<br key={index} />, line],
  );
  if (node.italic) content = <em>{content}</em>;
  if (node.bold) content = <strong>{content}</strong>;
  return <span key={key}>{content}</span>;
}

function inlineNodes(nodes: RichInline[]): ReactNode[] {
  return nodes.map((node, index) =>
    isLink(node) ? (
      // Away from the back office in a new tab, with no handle back to it.
      <a key={index} href={node.url} target="_blank" rel="noopener noreferrer">
        {node.children.map(textNode)}
      </a>
    ) : (
      textNode(node, index)
    ),
  );
}

function BlockNode({ block, imageClass }: { block: RichBlock; imageClass: string }) {
  if (block.type === 'image') return <img src={block.url} alt={block.alt} className={imageClass} />;
  const Tag = BLOCK_TAG[block.type];
  if (isListBlock(block))
    return (
      <Tag>
        {block.children.map((item, index) => (
          <li key={index}>{inlineNodes(item.children)}</li>
        ))}
      </Tag>
    );
  return <Tag>{inlineNodes(block.children)}</Tag>;
}

export function RichTextDisplay({ value, compact }: DisplayProps) {
  const styles = useStyles();
  const html = typeof value === 'string' ? value : '';
  const blocks = useMemo(() => htmlToRichText(html), [html]);
  if (compact) return richTextPlain(blocks).replace(/\n/g, ' ');
  return (
    <div className={styles.root}>
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} imageClass={styles.image} />
      ))}
    </div>
  );
}
