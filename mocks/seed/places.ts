/** Real Brazilian cities with their state, area code (DDD), CEP range and a few real neighbourhoods. */

/** One city the seeds can place a person in. */
export interface City {
  name: string;
  /** Two-letter state code. */
  uf: string;
  /** Area code of mobile phones there. */
  ddd: string;
  /** First five digits of the city's CEP range (inclusive). */
  cepFrom: number;
  /** Last five digits of the city's CEP range (inclusive). */
  cepTo: number;
  /** Real neighbourhoods; empty = draw from the common list. */
  neighbourhoods: readonly string[];
  /** How often the city appears, roughly by population. */
  weight: number;
}

/** The cities of the demo data. */
export const CITIES: readonly City[] = [
  { name: 'São Paulo', uf: 'SP', ddd: '11', cepFrom: 1000, cepTo: 5999, weight: 30,
    neighbourhoods: ['Vila Mariana', 'Pinheiros', 'Moema', 'Tatuapé', 'Santana', 'Mooca', 'Itaim Bibi', 'Perdizes', 'Butantã', 'Lapa', 'Ipiranga', 'Vila Madalena'] },
  { name: 'Guarulhos', uf: 'SP', ddd: '11', cepFrom: 7000, cepTo: 7399, weight: 4, neighbourhoods: ['Centro', 'Vila Galvão', 'Jardim Maia', 'Cumbica'] },
  { name: 'Campinas', uf: 'SP', ddd: '19', cepFrom: 13000, cepTo: 13139, weight: 4, neighbourhoods: ['Cambuí', 'Taquaral', 'Barão Geraldo', 'Castelo', 'Guanabara'] },
  { name: 'Santos', uf: 'SP', ddd: '13', cepFrom: 11000, cepTo: 11099, weight: 2, neighbourhoods: ['Gonzaga', 'Boqueirão', 'Ponta da Praia', 'Embaré'] },
  { name: 'Ribeirão Preto', uf: 'SP', ddd: '16', cepFrom: 14000, cepTo: 14114, weight: 2, neighbourhoods: ['Jardim Irajá', 'Alto da Boa Vista', 'Centro', 'Jardim Sumaré'] },
  { name: 'Rio de Janeiro', uf: 'RJ', ddd: '21', cepFrom: 20000, cepTo: 23799, weight: 16,
    neighbourhoods: ['Copacabana', 'Tijuca', 'Botafogo', 'Barra da Tijuca', 'Méier', 'Madureira', 'Flamengo', 'Campo Grande', 'Laranjeiras'] },
  { name: 'Niterói', uf: 'RJ', ddd: '21', cepFrom: 24000, cepTo: 24399, weight: 2, neighbourhoods: ['Icaraí', 'Santa Rosa', 'Ingá', 'São Francisco'] },
  { name: 'Belo Horizonte', uf: 'MG', ddd: '31', cepFrom: 30000, cepTo: 31999, weight: 7,
    neighbourhoods: ['Savassi', 'Pampulha', 'Funcionários', 'Lourdes', 'Buritis', 'Santa Efigênia', 'Sion'] },
  { name: 'Uberlândia', uf: 'MG', ddd: '34', cepFrom: 38400, cepTo: 38415, weight: 2, neighbourhoods: ['Santa Mônica', 'Centro', 'Tibery', 'Umuarama'] },
  { name: 'Juiz de Fora', uf: 'MG', ddd: '32', cepFrom: 36000, cepTo: 36099, weight: 1, neighbourhoods: ['São Mateus', 'Centro', 'Cascatinha'] },
  { name: 'Vitória', uf: 'ES', ddd: '27', cepFrom: 29000, cepTo: 29099, weight: 2, neighbourhoods: ['Praia do Canto', 'Jardim da Penha', 'Jardim Camburi', 'Centro'] },
  { name: 'Curitiba', uf: 'PR', ddd: '41', cepFrom: 80000, cepTo: 82999, weight: 5,
    neighbourhoods: ['Batel', 'Água Verde', 'Centro Cívico', 'Portão', 'Bigorrilho', 'Boqueirão'] },
  { name: 'Londrina', uf: 'PR', ddd: '43', cepFrom: 86000, cepTo: 86099, weight: 2, neighbourhoods: ['Gleba Palhano', 'Centro', 'Jardim Higienópolis'] },
  { name: 'Florianópolis', uf: 'SC', ddd: '48', cepFrom: 88000, cepTo: 88099, weight: 2, neighbourhoods: ['Trindade', 'Centro', 'Itacorubi', 'Campeche', 'Estreito'] },
  { name: 'Joinville', uf: 'SC', ddd: '47', cepFrom: 89200, cepTo: 89239, weight: 2, neighbourhoods: ['América', 'Centro', 'Glória', 'Bucarein'] },
  { name: 'Porto Alegre', uf: 'RS', ddd: '51', cepFrom: 90000, cepTo: 91999, weight: 5,
    neighbourhoods: ['Moinhos de Vento', 'Menino Deus', 'Cidade Baixa', 'Petrópolis', 'Bom Fim', 'Tristeza'] },
  { name: 'Caxias do Sul', uf: 'RS', ddd: '54', cepFrom: 95000, cepTo: 95124, weight: 1, neighbourhoods: ['Centro', 'São Pelegrino', 'Exposição'] },
  { name: 'Brasília', uf: 'DF', ddd: '61', cepFrom: 70000, cepTo: 72799, weight: 9,
    neighbourhoods: ['Asa Norte', 'Asa Sul', 'Águas Claras', 'Taguatinga', 'Sudoeste', 'Guará', 'Lago Sul'] },
  { name: 'Goiânia', uf: 'GO', ddd: '62', cepFrom: 74000, cepTo: 74899, weight: 3, neighbourhoods: ['Setor Bueno', 'Setor Marista', 'Setor Oeste', 'Jardim Goiás'] },
  { name: 'Campo Grande', uf: 'MS', ddd: '67', cepFrom: 79000, cepTo: 79124, weight: 1, neighbourhoods: ['Centro', 'Jardim dos Estados', 'Carandá Bosque'] },
  { name: 'Cuiabá', uf: 'MT', ddd: '65', cepFrom: 78000, cepTo: 78099, weight: 1, neighbourhoods: ['Centro Sul', 'Jardim das Américas', 'Goiabeiras'] },
  { name: 'Salvador', uf: 'BA', ddd: '71', cepFrom: 40000, cepTo: 42599, weight: 5, neighbourhoods: ['Barra', 'Pituba', 'Rio Vermelho', 'Itapuã', 'Graça', 'Brotas'] },
  { name: 'Feira de Santana', uf: 'BA', ddd: '75', cepFrom: 44000, cepTo: 44099, weight: 1, neighbourhoods: ['Centro', 'Santa Mônica', 'Kalilândia'] },
  { name: 'Recife', uf: 'PE', ddd: '81', cepFrom: 50000, cepTo: 52999, weight: 4, neighbourhoods: ['Boa Viagem', 'Casa Forte', 'Espinheiro', 'Graças', 'Madalena'] },
  { name: 'Fortaleza', uf: 'CE', ddd: '85', cepFrom: 60000, cepTo: 61599, weight: 4, neighbourhoods: ['Aldeota', 'Meireles', 'Benfica', 'Fátima', 'Messejana'] },
  { name: 'Natal', uf: 'RN', ddd: '84', cepFrom: 59000, cepTo: 59139, weight: 1, neighbourhoods: ['Ponta Negra', 'Tirol', 'Lagoa Nova', 'Petrópolis'] },
  { name: 'João Pessoa', uf: 'PB', ddd: '83', cepFrom: 58000, cepTo: 58099, weight: 1, neighbourhoods: ['Manaíra', 'Tambaú', 'Cabo Branco', 'Bessa'] },
  { name: 'Maceió', uf: 'AL', ddd: '82', cepFrom: 57000, cepTo: 57099, weight: 1, neighbourhoods: ['Ponta Verde', 'Pajuçara', 'Jatiúca', 'Farol'] },
  { name: 'Aracaju', uf: 'SE', ddd: '79', cepFrom: 49000, cepTo: 49099, weight: 1, neighbourhoods: ['Atalaia', 'Jardins', 'Grageru'] },
  { name: 'Teresina', uf: 'PI', ddd: '86', cepFrom: 64000, cepTo: 64099, weight: 1, neighbourhoods: ['Jóquei', 'Fátima', 'Centro'] },
  { name: 'São Luís', uf: 'MA', ddd: '98', cepFrom: 65000, cepTo: 65099, weight: 1, neighbourhoods: ['Renascença', 'Calhau', 'Cohama'] },
  { name: 'Belém', uf: 'PA', ddd: '91', cepFrom: 66000, cepTo: 66999, weight: 2, neighbourhoods: ['Nazaré', 'Umarizal', 'Batista Campos', 'Marco'] },
  { name: 'Manaus', uf: 'AM', ddd: '92', cepFrom: 69000, cepTo: 69099, weight: 2, neighbourhoods: ['Adrianópolis', 'Ponta Negra', 'Centro', 'Parque 10 de Novembro'] },
  { name: 'Porto Velho', uf: 'RO', ddd: '69', cepFrom: 76800, cepTo: 76834, weight: 1, neighbourhoods: [] },
  { name: 'Macapá', uf: 'AP', ddd: '96', cepFrom: 68900, cepTo: 68914, weight: 1, neighbourhoods: [] },
  { name: 'Boa Vista', uf: 'RR', ddd: '95', cepFrom: 69300, cepTo: 69339, weight: 1, neighbourhoods: [] },
  { name: 'Rio Branco', uf: 'AC', ddd: '68', cepFrom: 69900, cepTo: 69923, weight: 1, neighbourhoods: [] },
  { name: 'Palmas', uf: 'TO', ddd: '63', cepFrom: 77000, cepTo: 77270, weight: 1, neighbourhoods: ['Plano Diretor Sul', 'Plano Diretor Norte', 'Taquaralto'] },
];

/** The cities with their weights, ready for `Rng.weighted`. */
export const WEIGHTED_CITIES: ReadonlyArray<readonly [City, number]> = CITIES.map((city) => [city, city.weight] as const);
