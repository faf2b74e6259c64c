import { Box, Button, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { FlowNode } from '../../../shared/flow/flowModel';
import {
  formatGrammar,
  formatList,
  nodeInputs,
  parseGrammar,
  parseList,
  type NodeInputSpec,
} from './nodeInputs';
import { RecordNameInput } from './RecordNameInput';

const fieldLabel = (source: string) => `designer.fields.${source}`;

function NodeInput({ spec, readOnly }: { spec: NodeInputSpec; readOnly: boolean }) {
  const common = {
    source: spec.source,
    label: fieldLabel(spec.source),
    validate: spec.checks as Validator[],
    readOnly,
    fullWidth: true,
  };
  switch (spec.input) {
    case 'number':
      return <NumberInput {...common} />;
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={(spec.choices ?? []).map((value) => ({ id: value, name: String(value) }))}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'list':
      return <TextInput {...common} format={formatList} parse={parseList} helperText="designer.list_help" />;
    case 'reference':
      return <RecordNameInput {...common} resource={spec.resource!} />;
    case 'grammar':
      return (
        <TextInput
          {...common}
          multiline
          format={formatGrammar}
          parse={parseGrammar}
          helperText="designer.grammar_help"
        />
      );
    default:
      return <TextInput {...common} multiline={spec.input === 'longText'} />;
  }
}

/**
 * The side panel of the selected node: its properties in a form with the console's validators (SPEC §5 messages);
 * Apply writes them to the node as one undoable change.
 */
export function NodePanel({
  node,
  readOnly,
  onApply,
}: {
  node: FlowNode;
  readOnly: boolean;
  onApply: (properties: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('designer.node_panel', { label: node.label })}>
      <Typography variant="subtitle1" component="h3">
        {translate('designer.node_panel', { label: node.label })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {node.type} · {node.id}
      </Typography>
      {/* A new form per node and per change, so it always starts from the node as it stands. */}
      <Form
        key={JSON.stringify(node)}
        record={node}
        onSubmit={(values: Record<string, unknown>) => onApply(values)}
        mode="onChange"
      >
        <Stack sx={{ mt: 1 }}>
          {nodeInputs(node.type).map((spec) => (
            <NodeInput key={spec.source} spec={spec} readOnly={readOnly} />
          ))}
          {!readOnly && (
            <Button type="submit" variant="contained">
              {translate('designer.apply')}
            </Button>
          )}
        </Stack>
      </Form>
    </Box>
  );
}
