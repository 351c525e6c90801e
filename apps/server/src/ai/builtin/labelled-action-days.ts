import { ACTION_DAYS, ACTION_DAYS_HELD_OUT, type LabelledDay } from './action-items-data';
import { ACTION_DAYS_FRESH } from './action-items-heldout';
import { ACTION_DAYS_FRESH_2 } from './action-items-heldout-2';
import { ACTION_DAYS_FRESH_3 } from './action-items-heldout-3';
import { ACTION_DAYS_FRESH_4 } from './action-items-heldout-4';
import { ACTION_DAYS_FRESH_5 } from './action-items-heldout-5';
import { ACTION_DAYS_FRESH_6 } from './action-items-heldout-6';
import { ACTION_DAYS_FRESH_7 } from './action-items-heldout-7';
import { ACTION_DAYS_FRESH_8 } from './action-items-heldout-8';
import { ACTION_DAYS_FRESH_9 } from './action-items-heldout-9';
import { ACTION_DAYS_FRESH_10 } from './action-items-heldout-10';
import { ACTION_DAYS_FRESH_11 } from './action-items-heldout-11';
import { ACTION_DAYS_FRESH_12 } from './action-items-heldout-12';
import { ACTION_DAYS_FRESH_13 } from './action-items-heldout-13';
import { ACTION_DAYS_FRESH_14 } from './action-items-heldout-14';
import { ACTION_DAYS_FRESH_15 } from './action-items-heldout-15';
import { ACTION_DAYS_FRESH_16 } from './action-items-heldout-16';
import { ACTION_DAYS_FRESH_17 } from './action-items-heldout-17';
import { ACTION_DAYS_FRESH_18 } from './action-items-heldout-18';
import { ACTION_DAYS_FRESH_19 } from './action-items-heldout-19';
import { ACTION_DAYS_FRESH_20 } from './action-items-heldout-20';
import { ACTION_DAYS_FRESH_21 } from './action-items-heldout-21';
import { ACTION_DAYS_FRESH_22 } from './action-items-heldout-22';
import { ACTION_DAYS_FRESH_23 } from './action-items-heldout-23';
import { ACTION_DAYS_FRESH_24 } from './action-items-heldout-24';
import { ACTION_DAYS_FRESH_25 } from './action-items-heldout-25';
import { ACTION_DAYS_FRESH_26 } from './action-items-heldout-26';
import { ACTION_DAYS_FRESH_27 } from './action-items-heldout-27';
import { ACTION_DAYS_FRESH_28 } from './action-items-heldout-28';
import { ACTION_DAYS_FRESH_29 } from './action-items-heldout-29';
import { ACTION_DAYS_FRESH_30 } from './action-items-heldout-30';
import { ACTION_DAYS_FRESH_31 } from './action-items-heldout-31';
import { ACTION_DAYS_FRESH_32 } from './action-items-heldout-32';
import { ACTION_DAYS_FRESH_33 } from './action-items-heldout-33';
import { ACTION_DAYS_FRESH_34 } from './action-items-heldout-34';
import { ACTION_DAYS_FRESH_35 } from './action-items-heldout-35';
import { ACTION_DAYS_FRESH_36 } from './action-items-heldout-36';
import { ACTION_DAYS_FRESH_37 } from './action-items-heldout-37';
import { ACTION_DAYS_FRESH_38 } from './action-items-heldout-38';
import { ACTION_DAYS_FRESH_39 } from './action-items-heldout-39';
import { ACTION_DAYS_FRESH_40 } from './action-items-heldout-40';
import { ACTION_DAYS_FRESH_41 } from './action-items-heldout-41';
import { ACTION_DAYS_FRESH_42 } from './action-items-heldout-42';
import { ACTION_DAYS_FRESH_43 } from './action-items-heldout-43';
import { ACTION_DAYS_FRESH_44 } from './action-items-heldout-44';
import { ACTION_DAYS_FRESH_45 } from './action-items-heldout-45';
import { ACTION_DAYS_FRESH_46 } from './action-items-heldout-46';
import { ACTION_DAYS_FRESH_47 } from './action-items-heldout-47';
import { ACTION_DAYS_FRESH_48 } from './action-items-heldout-48';
import { ACTION_DAYS_FRESH_49 } from './action-items-heldout-49';
import { ACTION_DAYS_FRESH_50 } from './action-items-heldout-50';
import { ACTION_DAYS_FRESH_51 } from './action-items-heldout-51';
import { ACTION_DAYS_FRESH_52 } from './action-items-heldout-52';
import { ACTION_DAYS_FRESH_53 } from './action-items-heldout-53';
import { ACTION_DAYS_FRESH_54 } from './action-items-heldout-54';
import { ACTION_DAYS_FRESH_55 } from './action-items-heldout-55';
import { ACTION_DAYS_FRESH_56 } from './action-items-heldout-56';
import { ACTION_DAYS_FRESH_57 } from './action-items-heldout-57';
import { ACTION_DAYS_FRESH_58 } from './action-items-heldout-58';
import { ACTION_DAYS_FRESH_59 } from './action-items-heldout-59';
import { ACTION_DAYS_FRESH_60 } from './action-items-heldout-60';
import { ACTION_DAYS_FRESH_61 } from './action-items-heldout-61';
import { ACTION_DAYS_FRESH_62 } from './action-items-heldout-62';
import { ACTION_DAYS_FRESH_63 } from './action-items-heldout-63';
import { ACTION_DAYS_FRESH_64 } from './action-items-heldout-64';
import { ACTION_DAYS_FRESH_65 } from './action-items-heldout-65';
import { ACTION_DAYS_FRESH_66 } from './action-items-heldout-66';
import { ACTION_DAYS_FRESH_67 } from './action-items-heldout-67';
import { ACTION_DAYS_FRESH_68 } from './action-items-heldout-68';
import { ACTION_DAYS_FRESH_69 } from './action-items-heldout-69';
import { ACTION_DAYS_FRESH_70 } from './action-items-heldout-70';
import { ACTION_DAYS_FRESH_71 } from './action-items-heldout-71';
import { ACTION_DAYS_FRESH_72 } from './action-items-heldout-72';
import { ACTION_DAYS_FRESH_73 } from './action-items-heldout-73';
import { ACTION_DAYS_FRESH_74 } from './action-items-heldout-74';
import { ACTION_DAYS_FRESH_75 } from './action-items-heldout-75';
import { ACTION_DAYS_FRESH_76 } from './action-items-heldout-76';
import { ACTION_DAYS_FRESH_77 } from './action-items-heldout-77';
import { ACTION_DAYS_FRESH_78 } from './action-items-heldout-78';
import { ACTION_DAYS_FRESH_79 } from './action-items-heldout-79';
import { ACTION_DAYS_FRESH_80 } from './action-items-heldout-80';
import { ACTION_DAYS_FRESH_81 } from './action-items-heldout-81';
import { ACTION_DAYS_FRESH_82 } from './action-items-heldout-82';
import { ACTION_DAYS_FRESH_83 } from './action-items-heldout-83';
import { ACTION_DAYS_FRESH_84 } from './action-items-heldout-84';
import { ACTION_DAYS_FRESH_85 } from './action-items-heldout-85';
import { ACTION_DAYS_FRESH_86 } from './action-items-heldout-86';
import { ACTION_DAYS_FRESH_87 } from './action-items-heldout-87';
import { ACTION_DAYS_FRESH_88 } from './action-items-heldout-88';
import { ACTION_DAYS_FRESH_89 } from './action-items-heldout-89';
import { ACTION_DAYS_FRESH_90 } from './action-items-heldout-90';
import { ACTION_DAYS_FRESH_91 } from './action-items-heldout-91';
import { ACTION_DAYS_FRESH_92 } from './action-items-heldout-92';
import { ACTION_DAYS_FRESH_93 } from './action-items-heldout-93';
import { ACTION_DAYS_FRESH_94 } from './action-items-heldout-94';
import { ACTION_DAYS_FRESH_95 } from './action-items-heldout-95';
import { ACTION_DAYS_FRESH_96 } from './action-items-heldout-96';
import { ACTION_DAYS_FRESH_97 } from './action-items-heldout-97';
import { ACTION_DAYS_FRESH_98 } from './action-items-heldout-98';
import { ACTION_DAYS_FRESH_99 } from './action-items-heldout-99';
import { ACTION_DAYS_FRESH_100 } from './action-items-heldout-100';
import { ACTION_DAYS_FRESH_101 } from './action-items-heldout-101';
import { ACTION_DAYS_FRESH_102 } from './action-items-heldout-102';
import { ACTION_DAYS_FRESH_103 } from './action-items-heldout-103';
import { ACTION_DAYS_FRESH_104 } from './action-items-heldout-104';
import { ACTION_DAYS_FRESH_105 } from './action-items-heldout-105';
import { ACTION_DAYS_FRESH_106 } from './action-items-heldout-106';
import { ACTION_DAYS_FRESH_107 } from './action-items-heldout-107';
import { ACTION_DAYS_FRESH_108 } from './action-items-heldout-108';
import { ACTION_DAYS_FRESH_109 } from './action-items-heldout-109';
import { ACTION_DAYS_FRESH_110 } from './action-items-heldout-110';
import { ACTION_DAYS_FRESH_111 } from './action-items-heldout-111';
import { ACTION_DAYS_FRESH_112 } from './action-items-heldout-112';
import { ACTION_DAYS_FRESH_113 } from './action-items-heldout-113';
import { ACTION_DAYS_FRESH_114 } from './action-items-heldout-114';
import { ACTION_DAYS_FRESH_115 } from './action-items-heldout-115';
import { ACTION_DAYS_FRESH_116 } from './action-items-heldout-116';
import { ACTION_DAYS_FRESH_117 } from './action-items-heldout-117';
import { ACTION_DAYS_FRESH_118 } from './action-items-heldout-118';
import { ACTION_DAYS_FRESH_119 } from './action-items-heldout-119';
import { ACTION_DAYS_FRESH_120 } from './action-items-heldout-120';
import { ACTION_DAYS_FRESH_121 } from './action-items-heldout-121';
import { ACTION_DAYS_FRESH_122 } from './action-items-heldout-122';
import { ACTION_DAYS_FRESH_123 } from './action-items-heldout-123';
import { ACTION_DAYS_FRESH_124 } from './action-items-heldout-124';
import { ACTION_DAYS_FRESH_125 } from './action-items-heldout-125';
import { ACTION_DAYS_FRESH_126 } from './action-items-heldout-126';
import { ACTION_DAYS_FRESH_127 } from './action-items-heldout-127';
import { ACTION_DAYS_FRESH_128 } from './action-items-heldout-128';
import { ACTION_DAYS_FRESH_129 } from './action-items-heldout-129';
import { ACTION_DAYS_FRESH_130 } from './action-items-heldout-130';
import { ACTION_DAYS_FRESH_131 } from './action-items-heldout-131';
import { ACTION_DAYS_FRESH_132 } from './action-items-heldout-132';
import { READING_DAYS_1 } from './action-items-reading-1';
import { READING_DAYS_2 } from './action-items-reading-2';
import { READING_DAYS_3 } from './action-items-reading-3';
import { READING_DAYS_4 } from './action-items-reading-4';
import { READING_DAYS_5 } from './action-items-reading-5';
import { READING_DAYS_6 } from './action-items-reading-6';
import { READING_DAYS_7 } from './action-items-reading-7';
import { READING_DAYS_8 } from './action-items-reading-8';

/**
 * Every set of labelled TASKS days, by author, in the order they were written. The reading sets are days of
 * book highlights as e-readers export them: no sentence of theirs is an action.
 */
export const ACTION_DAY_SETS: readonly { name: string; days: readonly LabelledDay[] }[] = [
  { name: 'tuning', days: ACTION_DAYS },
  { name: 'first held-out', days: ACTION_DAYS_HELD_OUT },
  { name: 'fresh 1', days: ACTION_DAYS_FRESH },
  { name: 'fresh 2', days: ACTION_DAYS_FRESH_2 },
  { name: 'fresh 3', days: ACTION_DAYS_FRESH_3 },
  { name: 'author 1', days: ACTION_DAYS_FRESH_4 },
  { name: 'author 2', days: ACTION_DAYS_FRESH_5 },
  { name: 'author 3', days: ACTION_DAYS_FRESH_6 },
  { name: 'author 4', days: ACTION_DAYS_FRESH_7 },
  { name: 'author 5', days: ACTION_DAYS_FRESH_8 },
  { name: 'author 6', days: ACTION_DAYS_FRESH_9 },
  { name: 'author 7', days: ACTION_DAYS_FRESH_10 },
  { name: 'author 8', days: ACTION_DAYS_FRESH_11 },
  { name: 'author 9', days: ACTION_DAYS_FRESH_12 },
  { name: 'author 10', days: ACTION_DAYS_FRESH_13 },
  { name: 'author 11', days: ACTION_DAYS_FRESH_14 },
  { name: 'author 12', days: ACTION_DAYS_FRESH_15 },
  { name: 'author 13', days: ACTION_DAYS_FRESH_16 },
  { name: 'author 14', days: ACTION_DAYS_FRESH_17 },
  { name: 'author 15', days: ACTION_DAYS_FRESH_18 },
  { name: 'author 16', days: ACTION_DAYS_FRESH_19 },
  { name: 'author 17', days: ACTION_DAYS_FRESH_20 },
  { name: 'author 18', days: ACTION_DAYS_FRESH_21 },
  { name: 'author 19', days: ACTION_DAYS_FRESH_22 },
  { name: 'author 20', days: ACTION_DAYS_FRESH_23 },
  { name: 'author 21', days: ACTION_DAYS_FRESH_24 },
  { name: 'author 22', days: ACTION_DAYS_FRESH_25 },
  { name: 'author 23', days: ACTION_DAYS_FRESH_26 },
  { name: 'author 24', days: ACTION_DAYS_FRESH_27 },
  { name: 'author 25', days: ACTION_DAYS_FRESH_28 },
  { name: 'author 26', days: ACTION_DAYS_FRESH_29 },
  { name: 'author 27', days: ACTION_DAYS_FRESH_30 },
  { name: 'author 28', days: ACTION_DAYS_FRESH_31 },
  { name: 'author 29', days: ACTION_DAYS_FRESH_32 },
  { name: 'author 30', days: ACTION_DAYS_FRESH_33 },
  { name: 'author 31', days: ACTION_DAYS_FRESH_34 },
  { name: 'author 32', days: ACTION_DAYS_FRESH_35 },
  { name: 'author 33', days: ACTION_DAYS_FRESH_36 },
  { name: 'author 34', days: ACTION_DAYS_FRESH_37 },
  { name: 'author 35', days: ACTION_DAYS_FRESH_38 },
  { name: 'author 36', days: ACTION_DAYS_FRESH_39 },
  { name: 'author 37', days: ACTION_DAYS_FRESH_40 },
  { name: 'author 38', days: ACTION_DAYS_FRESH_41 },
  { name: 'author 39', days: ACTION_DAYS_FRESH_42 },
  { name: 'author 40', days: ACTION_DAYS_FRESH_43 },
  { name: 'author 41', days: ACTION_DAYS_FRESH_44 },
  { name: 'author 42', days: ACTION_DAYS_FRESH_45 },
  { name: 'author 43', days: ACTION_DAYS_FRESH_46 },
  { name: 'author 44', days: ACTION_DAYS_FRESH_47 },
  { name: 'author 45', days: ACTION_DAYS_FRESH_48 },
  { name: 'author 46', days: ACTION_DAYS_FRESH_49 },
  { name: 'author 47', days: ACTION_DAYS_FRESH_50 },
  { name: 'author 48', days: ACTION_DAYS_FRESH_51 },
  { name: 'author 49', days: ACTION_DAYS_FRESH_52 },
  { name: 'author 50', days: ACTION_DAYS_FRESH_53 },
  { name: 'author 51', days: ACTION_DAYS_FRESH_54 },
  { name: 'author 52', days: ACTION_DAYS_FRESH_55 },
  { name: 'author 53', days: ACTION_DAYS_FRESH_56 },
  { name: 'author 54', days: ACTION_DAYS_FRESH_57 },
  { name: 'author 55', days: ACTION_DAYS_FRESH_58 },
  { name: 'author 56', days: ACTION_DAYS_FRESH_59 },
  { name: 'author 57', days: ACTION_DAYS_FRESH_60 },
  { name: 'author 58', days: ACTION_DAYS_FRESH_61 },
  { name: 'author 59', days: ACTION_DAYS_FRESH_62 },
  { name: 'author 60', days: ACTION_DAYS_FRESH_63 },
  { name: 'author 61', days: ACTION_DAYS_FRESH_64 },
  { name: 'author 62', days: ACTION_DAYS_FRESH_65 },
  { name: 'author 63', days: ACTION_DAYS_FRESH_66 },
  { name: 'author 64', days: ACTION_DAYS_FRESH_67 },
  { name: 'author 65', days: ACTION_DAYS_FRESH_68 },
  { name: 'author 66', days: ACTION_DAYS_FRESH_69 },
  { name: 'author 67', days: ACTION_DAYS_FRESH_70 },
  { name: 'author 68', days: ACTION_DAYS_FRESH_71 },
  { name: 'author 69', days: ACTION_DAYS_FRESH_72 },
  { name: 'author 70', days: ACTION_DAYS_FRESH_73 },
  { name: 'author 71', days: ACTION_DAYS_FRESH_74 },
  { name: 'author 72', days: ACTION_DAYS_FRESH_75 },
  { name: 'author 73', days: ACTION_DAYS_FRESH_76 },
  { name: 'author 74', days: ACTION_DAYS_FRESH_77 },
  { name: 'author 75', days: ACTION_DAYS_FRESH_78 },
  { name: 'author 76', days: ACTION_DAYS_FRESH_79 },
  { name: 'author 77', days: ACTION_DAYS_FRESH_80 },
  { name: 'author 78', days: ACTION_DAYS_FRESH_81 },
  { name: 'author 79', days: ACTION_DAYS_FRESH_82 },
  { name: 'author 80', days: ACTION_DAYS_FRESH_83 },
  { name: 'author 81', days: ACTION_DAYS_FRESH_84 },
  { name: 'author 82', days: ACTION_DAYS_FRESH_85 },
  { name: 'author 83', days: ACTION_DAYS_FRESH_86 },
  { name: 'author 84', days: ACTION_DAYS_FRESH_87 },
  { name: 'author 85', days: ACTION_DAYS_FRESH_88 },
  { name: 'author 86', days: ACTION_DAYS_FRESH_89 },
  { name: 'author 87', days: ACTION_DAYS_FRESH_90 },
  { name: 'author 88', days: ACTION_DAYS_FRESH_91 },
  { name: 'author 89', days: ACTION_DAYS_FRESH_92 },
  { name: 'author 90', days: ACTION_DAYS_FRESH_93 },
  { name: 'author 91', days: ACTION_DAYS_FRESH_94 },
  { name: 'author 92', days: ACTION_DAYS_FRESH_95 },
  { name: 'author 93', days: ACTION_DAYS_FRESH_96 },
  { name: 'author 94', days: ACTION_DAYS_FRESH_97 },
  { name: 'author 95', days: ACTION_DAYS_FRESH_98 },
  { name: 'author 96', days: ACTION_DAYS_FRESH_99 },
  { name: 'author 97', days: ACTION_DAYS_FRESH_100 },
  { name: 'author 98', days: ACTION_DAYS_FRESH_101 },
  { name: 'author 99', days: ACTION_DAYS_FRESH_102 },
  { name: 'author 100', days: ACTION_DAYS_FRESH_103 },
  { name: 'author 101', days: ACTION_DAYS_FRESH_104 },
  { name: 'author 102', days: ACTION_DAYS_FRESH_105 },
  { name: 'author 103', days: ACTION_DAYS_FRESH_106 },
  { name: 'author 104', days: ACTION_DAYS_FRESH_107 },
  { name: 'author 105', days: ACTION_DAYS_FRESH_108 },
  { name: 'author 106', days: ACTION_DAYS_FRESH_109 },
  { name: 'author 107', days: ACTION_DAYS_FRESH_110 },
  { name: 'author 108', days: ACTION_DAYS_FRESH_111 },
  { name: 'author 109', days: ACTION_DAYS_FRESH_112 },
  { name: 'author 110', days: ACTION_DAYS_FRESH_113 },
  { name: 'author 111', days: ACTION_DAYS_FRESH_114 },
  { name: 'author 112', days: ACTION_DAYS_FRESH_115 },
  { name: 'author 113', days: ACTION_DAYS_FRESH_116 },
  { name: 'author 114', days: ACTION_DAYS_FRESH_117 },
  { name: 'author 115', days: ACTION_DAYS_FRESH_118 },
  { name: 'author 116', days: ACTION_DAYS_FRESH_119 },
  { name: 'author 117', days: ACTION_DAYS_FRESH_120 },
  { name: 'author 118', days: ACTION_DAYS_FRESH_121 },
  { name: 'author 119', days: ACTION_DAYS_FRESH_122 },
  { name: 'author 120', days: ACTION_DAYS_FRESH_123 },
  { name: 'author 121', days: ACTION_DAYS_FRESH_124 },
  { name: 'author 122', days: ACTION_DAYS_FRESH_125 },
  { name: 'author 123', days: ACTION_DAYS_FRESH_126 },
  { name: 'author 124', days: ACTION_DAYS_FRESH_127 },
  { name: 'author 125', days: ACTION_DAYS_FRESH_128 },
  { name: 'author 126', days: ACTION_DAYS_FRESH_129 },
  { name: 'author 127', days: ACTION_DAYS_FRESH_130 },
  { name: 'author 128', days: ACTION_DAYS_FRESH_131 },
  { name: 'author 129', days: ACTION_DAYS_FRESH_132 },
  { name: 'reading 1', days: READING_DAYS_1 },
  { name: 'reading 2', days: READING_DAYS_2 },
  { name: 'reading 3', days: READING_DAYS_3 },
  { name: 'reading 4', days: READING_DAYS_4 },
  { name: 'reading 5', days: READING_DAYS_5 },
  { name: 'reading 6', days: READING_DAYS_6 },
  { name: 'reading 7', days: READING_DAYS_7 },
  { name: 'reading 8', days: READING_DAYS_8 },
];
