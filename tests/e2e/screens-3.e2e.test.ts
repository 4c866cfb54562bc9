/** Generated checks of every screen definition, part 3 of 3 (see generatedChecks.ts). */
import { describeScreenChecks } from './generatedChecks';

describeScreenChecks(2, 3);
