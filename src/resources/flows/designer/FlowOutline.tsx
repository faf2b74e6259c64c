import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { portOf, type Flow } from '../../../shared/flow/flowModel';
import { problemsByNode } from './canvasMapping';
import type { FlowProblem } from '../../../shared/flow/flowModel';

/**
 * The graph as text, node by node with where each port leads and its problems: what a screen reader (or anyone
 * who prefers reading) gets instead of the canvas. Choosing a node selects it for the side panel.
 */
export function FlowOutline({
  flow,
  problems,
  onSelect,
}: {
  flow: Flow;
  problems: FlowProblem[];
  onSelect: (id: string) => void;
}) {
  const translate = useTranslate();
  const labels = new Map(flow.nodes.map((node) => [node.id, node.label]));
  const byNode = problemsByNode(problems);
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>{translate('designer.outline', { count: flow.nodes.length })}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <ol aria-label={translate('designer.outline', { count: flow.nodes.length })}>
          {flow.nodes.map((node) => (
            <li key={node.id}>
              <button type="button" onClick={() => onSelect(node.id)}>
                {node.label} ({node.type})
              </button>
              <ul>
                {flow.edges
                  .filter((edge) => edge.from === node.id)
                  .map((edge) => (
                    <li key={portOf(edge)}>
                      {portOf(edge)} → {labels.get(edge.to) ?? edge.to}
                    </li>
                  ))}
                {(byNode.get(node.id) ?? []).map((message) => (
                  <li key={message}>{translate('designer.problem', { message })}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {(byNode.get('') ?? []).map((message) => (
          <Typography key={message} color="error">
            {message}
          </Typography>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
