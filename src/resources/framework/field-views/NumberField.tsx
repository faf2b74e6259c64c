import type { FieldOf } from '../../field-types/fieldTypeDefinition';
import type { FieldDisplayView } from './fieldView';
import { PlainTextDisplay } from './TextField';

// Its input loads with the forms: `choiceAndNumberInputs.tsx`.
export const numberView: FieldDisplayView<FieldOf<'number'>> = { Display: PlainTextDisplay };
